// @vitest-environment happy-dom
// Words typed into a wizard's server HTML before its code came (site/lib/typed-early.ts):
// which fields count as typed, when they still show the words, and that typing them again reaches
// a React form's own change handlers, even where the field already shows them but the form's
// state does not (the browser's words, not React's).
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { retype, showsExactly, stillShown, typedBeforeCode } from '../../site/lib/typed-early.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typedBeforeCode', () => {
  it('notes the fields whose value differs from the server HTML, and only those', () => {
    document.body.innerHTML = `<form>
      <input name="title" value="">
      <input name="same" value="kept">
      <textarea name="idea"></textarea>
      <select name="age"><option value="5" selected>5</option><option value="7">7</option></select>
      <input type="checkbox" name="tick">
      <input type="hidden" name="token" value="a">
      <button type="submit">Go</button>
    </form>`;
    const q = <T extends Element>(s: string) => document.querySelector<T>(s)!;
    q<HTMLInputElement>('[name=title]').value = 'Hugo Swims';
    q<HTMLTextAreaElement>('[name=idea]').value = 'A shy hedgehog';
    q<HTMLSelectElement>('[name=age]').value = '7';
    q<HTMLInputElement>('[name=tick]').checked = true;
    q<HTMLInputElement>('[name=token]').value = 'b';
    const typed = typedBeforeCode(document.body).map(({ field, value }) => [field.getAttribute('name'), value]);
    expect(typed).toEqual([['title', 'Hugo Swims'], ['idea', 'A shy hedgehog'], ['age', '7'], ['tick', true]]);
  });
});

describe('stillShown', () => {
  it('words typed on after the early ones still show them; words written over do not', () => {
    document.body.innerHTML = '<textarea name="idea"></textarea><input type="checkbox" name="tick">';
    const idea = document.querySelector('textarea')!;
    idea.value = 'A shy hedgehog learns';
    expect(stillShown({ field: idea, value: 'A shy hedgehog' })).toBe(true);
    idea.value = '';
    expect(stillShown({ field: idea, value: 'A shy hedgehog' })).toBe(false);
    const tick = document.querySelector('input')!;
    expect(stillShown({ field: tick, value: true })).toBe(false);
  });
});

describe('showsExactly', () => {
  it('only the very words, or the same tick, count: words typed on since do not', () => {
    document.body.innerHTML = '<textarea name="idea"></textarea><input type="checkbox" name="tick">';
    const idea = document.querySelector('textarea')!;
    idea.value = 'A shy hedgehog';
    expect(showsExactly({ field: idea, value: 'A shy hedgehog' })).toBe(true);
    idea.value = 'A shy hedgehog learns';
    expect(showsExactly({ field: idea, value: 'A shy hedgehog' })).toBe(false);
    const tick = document.querySelector('input')!;
    expect(showsExactly({ field: tick, value: false })).toBe(true);
    tick.checked = true;
    expect(showsExactly({ field: tick, value: false })).toBe(false);
  });
});

describe('retype', () => {
  function Form({ seen }: { seen: string[] }) {
    const [idea, setIdea] = useState('');
    const [age, setAge] = useState('5');
    const [tick, setTick] = useState(false);
    seen.push(`${idea}|${age}|${tick}`);
    return (
      <form>
        <textarea name="idea" value={idea} onChange={(e) => setIdea(e.target.value)} />
        <select name="age" value={age} onChange={(e) => setAge(e.target.value)}><option value="5">5</option><option value="7">7</option></select>
        <input type="checkbox" name="tick" checked={tick} onChange={(e) => setTick(e.target.checked)} />
      </form>
    );
  }

  /** The form rendered by React; `seen` holds its state at each render ("idea|age|tick"). */
  async function mountForm() {
    const seen: string[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Form seen={seen} />));
    return { seen, host, root };
  }

  it("reaches the form's change handlers, for words written over and for words shown but not held", async () => {
    const { seen, host, root } = await mountForm();
    const idea = host.querySelector('textarea')!;
    const age = host.querySelector('select')!;
    const tick = host.querySelector<HTMLInputElement>('input[name=tick]')!;
    // as after hydration: the field shows the words and React's value tracking has noted them (so
    // an input event alone is no change to React), but the form's state does not hold them
    idea.value = 'A shy hedgehog';
    expect(seen.at(-1)).toBe('|5|false');
    await act(async () => retype([{ field: idea, value: 'A shy hedgehog' }, { field: age, value: '7' }, { field: tick, value: true }]));
    expect(seen.at(-1)).toBe('A shy hedgehog|7|true');
    expect(idea.value).toBe('A shy hedgehog');
    expect(age.value).toBe('7');
    expect(tick.checked).toBe(true);
    await act(async () => root.unmount());
  });

  it('a tick the box shows but the form does not hold reaches the form too, and is still ticked after', async () => {
    const { seen, host, root } = await mountForm();
    const tick = host.querySelector<HTMLInputElement>('input[name=tick]')!;
    // as after hydration: the box is ticked (the visitor's tick, kept by React) but the state says not
    tick.checked = true;
    await act(async () => retype([{ field: tick, value: true }]));
    expect(seen.at(-1)).toBe('|5|true');
    expect(tick.checked).toBe(true);
    await act(async () => root.unmount());
  });
});
