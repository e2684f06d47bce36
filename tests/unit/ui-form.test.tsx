// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../site/components/ui/Button.tsx';
import { FieldLabel, Form } from '../../site/components/ui/Form.tsx';
import { Select } from '../../site/components/ui/Select.tsx';
import { TextArea } from '../../site/components/ui/TextArea.tsx';
import { TextInput } from '../../site/components/ui/TextInput.tsx';
import { renderUi } from './ui-helpers.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function BookForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>, submitter: HTMLElement | null) => unknown }) {
  return (
    <Form onSubmit={onSubmit} aria-label="Book">
      <TextInput label="Email" name="email" type="email" required />
      <TextInput label="Nickname" name="nickname" />
      <Button type="submit" name="intent" value="draft">Save draft</Button>
      <Button type="submit" name="intent" value="publish">Publish</Button>
    </Form>
  );
}

describe('FieldLabel', () => {
  it('reads "Email: " when required and "Nickname (optional): " otherwise', () => {
    renderUi(<><FieldLabel label="Email" required htmlFor="a" /><FieldLabel label="Nickname" htmlFor="b" /></>);
    const [required, optional] = Array.from(document.querySelectorAll('label'));
    expect(required?.textContent).toBe('Email: ');
    expect(optional?.textContent).toBe('Nickname (optional): ');
    expect(required?.htmlFor).toBe('a');
  });

  it('puts no colon after a label that is a question', () => {
    renderUi(<><FieldLabel label="What is the adventure about?" required /><FieldLabel label="Who reads it?" /></>);
    const [required, optional] = Array.from(document.querySelectorAll('label'));
    expect(required?.textContent).toBe('What is the adventure about? ');
    expect(optional?.textContent).toBe('Who reads it? (optional) ');
  });
});

describe('Form validation', () => {
  it('renders a form that leaves validation to itself (noValidate)', () => {
    renderUi(<BookForm onSubmit={vi.fn()} />);
    expect((screen.getByRole('form', { name: 'Book' }) as HTMLFormElement).noValidate).toBe(true);
  });

  it('shows Required under an empty required field, focuses it and does not submit', async () => {
    const onSubmit = vi.fn();
    renderUi(<BookForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const email = screen.getByLabelText('Email:');
    expect(screen.getByText('Required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required');
    expect(document.activeElement).toBe(email);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nickname (optional):').hasAttribute('aria-invalid')).toBe(false);
  });

  it('clears a field error once the field is edited', async () => {
    renderUi(<BookForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.type(screen.getByLabelText('Email:'), 'a');
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('maps built-in checks to the generic messages with the label', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <Form onSubmit={onSubmit}>
        <TextInput label="Email" name="email" type="email" defaultValue="not-an-email" required />
        <TextInput label="Title" name="title" minLength={3} defaultValue="ab" />
        <TextInput label="Pages" name="pages" type="number" min={1} max={500} defaultValue="900" />
        <TextInput label="Age" name="age" type="number" min={5} defaultValue="2" />
        <TextInput label="Code" name="code" pattern="[0-9]+" defaultValue="12a" />
        <TextArea label="Blurb" name="blurb" maxLength={4} defaultValue="too long" />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of ['Email is not formatted correctly', 'Title is too short', 'Pages is too high', 'Age is too low', 'Code is not formatted correctly', 'Blurb is too long']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Email:'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the string a validate function returns', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <Form onSubmit={onSubmit}>
        <TextInput label="Nickname" name="nickname" defaultValue="admin" validate={(value) => (value === 'admin' ? 'That name is reserved' : undefined)} />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('That name is reserved')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Nickname (optional):');
    await userEvent.clear(input);
    await userEvent.type(input, 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('That name is reserved')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('validates the whole field set and focuses the first invalid field in page order', async () => {
    renderUi(
      <Form onSubmit={vi.fn()}>
        <TextInput label="Title" name="title" required />
        <Select label="Genre" name="genre" required options={[{ value: 'fiction', label: 'Fiction' }]} />
        <TextArea label="Summary" name="summary" required />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Genre:' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Title:'));
  });

  it('checks plain named inputs by their attributes too', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <Form onSubmit={onSubmit}>
        <label htmlFor="plain">City: </label>
        <input id="plain" name="city" required />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('City is required')).toBeTruthy();
    expect(screen.getByLabelText('City:').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('City:'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Form submit', () => {
  it('submits the values with the clicked submit button: publish', async () => {
    const onSubmit = vi.fn();
    renderUi(<BookForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email:'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, submitter] = onSubmit.mock.calls[0] ?? [];
    expect(values).toEqual({ email: 'ada@example.com', nickname: '', intent: 'publish' });
    expect(submitter).toBe(screen.getByRole('button', { name: 'Publish' }));
  });

  it('submits the values with the clicked submit button: draft', async () => {
    const onSubmit = vi.fn();
    renderUi(<BookForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email:'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com', nickname: '', intent: 'draft' });
  });

  it('includes a Select value', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <Form onSubmit={onSubmit}>
        <Select label="Genre" name="genre" defaultValue="fiction" options={[{ value: 'fiction', label: 'Fiction' }, { value: 'nonfiction', label: 'Nonfiction' }]} />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ genre: 'fiction' });
  });

  it('shows loading on the clicked submit button while pending and disables the others', async () => {
    const pending = deferred();
    renderUi(<BookForm onSubmit={() => pending.promise} />);
    await userEvent.type(screen.getByLabelText('Email:'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const publish = screen.getByRole('button', { name: /Publish/ });
    const draft = screen.getByRole('button', { name: 'Save draft' });
    expect(publish.getAttribute('aria-busy')).toBe('true');
    expect(publish.textContent).toContain('Loading…');
    expect((draft as HTMLButtonElement).disabled).toBe(true);
    expect(draft.hasAttribute('aria-busy')).toBe(false);
    pending.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('aria-busy')).toBe(false));
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('Form errors', () => {
  async function failWith(error: unknown) {
    renderUi(
      <Form onSubmit={() => Promise.reject(error)}>
        <TextInput label="Title" name="title" defaultValue="My book" required />
        <TextInput label="Slug" name="slug" defaultValue="my-book" required />
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    return screen.findByRole('alert');
  }

  it('shows the first GraphQL error message', async () => {
    const alert = await failWith({ graphQLErrors: [{ message: 'You are not allowed to do that', extensions: { code: 'FORBIDDEN' } }, { message: 'second' }] });
    expect(alert.textContent).toBe('You are not allowed to do that');
  });

  it('falls back to "Something went wrong" without a message', async () => {
    const alert = await failWith({});
    expect(alert.textContent).toBe('Something went wrong');
  });

  it('BAD_USER_INPUT shows "Errors prevented this form from being saved" and the field errors', async () => {
    const alert = await failWith({
      message: 'Slug is already taken',
      extensions: { code: 'BAD_USER_INPUT', fields: { slug: 'is already taken' } },
    });
    expect(within(alert).getByText('Errors prevented this form from being saved')).toBeTruthy();
    expect(within(alert).getByText('Slug is already taken')).toBeTruthy();
    const slug = screen.getByLabelText('Slug:');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(slug.getAttribute('aria-describedby') ?? '')?.textContent).toBe('is already taken');
    expect(screen.getByLabelText('Title:').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(slug);
  });

  it('reads field errors from error.fields too', async () => {
    await failWith({ code: 'BAD_USER_INPUT', message: 'Bad', fields: { title: 'Title is too long' } });
    expect(screen.getByLabelText('Title:').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Title is too long')).toHaveLength(2);
  });

  it('a network failure shows "An error has occurred" with the details', async () => {
    const alert = await failWith(new TypeError('Failed to fetch'));
    expect(within(alert).getByText('An error has occurred')).toBeTruthy();
    expect(within(alert).getByText('Failed to fetch')).toBeTruthy();
  });

  it('an error flagged network=true is a network failure', async () => {
    const alert = await failWith(Object.assign(new Error('socket hang up'), { network: true }));
    expect(within(alert).getByText('An error has occurred')).toBeTruthy();
    expect(within(alert).getByText('socket hang up')).toBeTruthy();
  });

  it('the next submit clears the previous error', async () => {
    let fail = true;
    renderUi(
      <Form onSubmit={() => (fail ? Promise.reject(new Error('Nope')) : undefined)}>
        <Button type="submit">Save</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nope');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('Form posting to action', () => {
  function stubFetch(status: number, body: unknown) {
    const fetch = vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  function PostForm(props: { encoding?: 'json' | 'form'; onSuccess?: (body: unknown) => void }) {
    return (
      <Form action="/login" {...props}>
        <TextInput label="Email" name="email" defaultValue="ada@example.com" required />
        <Button type="submit" name="method" value="login">Log in</Button>
      </Form>
    );
  }

  it('posts JSON with credentials and hands a 2xx body to onSuccess', async () => {
    const fetch = stubFetch(200, { success: true });
    const onSuccess = vi.fn();
    renderUi(<PostForm onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ success: true }));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', method: 'login' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('posts form data with encoding "form"', async () => {
    const fetch = stubFetch(204, null);
    renderUi(<PostForm encoding="form" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(init.body)).toBe('email=ada%40example.com&method=login');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('aria-busy')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats HTTP 500 as a failure', async () => {
    stubFetch(500, { error: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR' });
    const onSuccess = vi.fn();
    renderUi(<PostForm onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('treats a 4xx as a failure and shows its field errors', async () => {
    stubFetch(400, { error: 'Email is not allowed', code: 'BAD_USER_INPUT', fields: { email: 'Email is not allowed' } });
    renderUi(<PostForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Errors prevented this form from being saved')).toBeTruthy();
    expect(screen.getByLabelText('Email:').getAttribute('aria-invalid')).toBe('true');
  });

  it('treats a fetch rejection as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Network request failed');
    }));
    renderUi(<PostForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('An error has occurred')).toBeTruthy();
    expect(within(alert).getByText('Network request failed')).toBeTruthy();
  });
});
