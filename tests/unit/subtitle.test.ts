// The line under a book's title is left out when it only repeats the title (site/lib/subtitle.ts).
import { describe, expect, it } from 'vitest';
import { subtitleOf } from '../../site/lib/subtitle.ts';

describe('subtitleOf', () => {
  it('keeps a line that adds something', () => {
    expect(subtitleOf('Photosynthesis', 'How green plants make their food')).toBe('How green plants make their food');
  });

  it('drops a line that says the title again, whatever its spacing or case', () => {
    expect(subtitleOf('Cene vegetariane veloci per la settimana', 'Cene vegetariane veloci per la settimana')).toBeNull();
    expect(subtitleOf('Weeknight dinners', '  weeknight   Dinners ')).toBeNull();
    expect(subtitleOf('ابحث عن النجمة التي سقطت في الواحة', 'ابحث عن النجمة التي سقطت في الواحة')).toBeNull();
  });

  it('drops an empty line', () => {
    expect(subtitleOf('A title', '')).toBeNull();
    expect(subtitleOf('A title', '   ')).toBeNull();
    expect(subtitleOf('A title', null)).toBeNull();
    expect(subtitleOf('A title', undefined)).toBeNull();
  });
});
