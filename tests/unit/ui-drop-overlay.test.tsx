// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropOverlay } from '../../site/components/ui/DropOverlay.tsx';
import { renderUi } from './ui-helpers.tsx';

afterEach(cleanup);

const cover = new File(['png'], 'cover.png', { type: 'image/png' });
const notes = new File(['txt'], 'notes.txt', { type: 'text/plain' });
const withFiles = (files: File[] = []) => ({ dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });

describe('DropOverlay', () => {
  it('announces nothing until a file is dragged over the page', () => {
    renderUi(<DropOverlay onFile={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText('Drop file to upload')).toBeNull();
  });

  it('shows "Drop file to upload" on dragenter and hides it when the drag leaves', () => {
    renderUi(<DropOverlay onFile={vi.fn()} />);
    fireEvent.dragEnter(window, withFiles());
    expect(screen.getByRole('status').textContent).toBe('Drop file to upload');
    fireEvent.dragLeave(window, withFiles());
    expect(screen.queryByText('Drop file to upload')).toBeNull();
  });

  it('does not flicker while the pointer crosses child elements', () => {
    renderUi(<DropOverlay onFile={vi.fn()} />);
    fireEvent.dragEnter(window, withFiles());
    fireEvent.dragEnter(window, withFiles());
    fireEvent.dragLeave(window, withFiles());
    expect(screen.getByText('Drop file to upload')).toBeTruthy();
    fireEvent.dragLeave(window, withFiles());
    expect(screen.queryByText('Drop file to upload')).toBeNull();
  });

  it('ignores drags that carry no files, such as selected text', () => {
    renderUi(<DropOverlay onFile={vi.fn()} />);
    fireEvent.dragEnter(window, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.queryByText('Drop file to upload')).toBeNull();
  });

  it('accepts the drag (dragover is cancelled) so the browser does not open the file', () => {
    renderUi(<DropOverlay onFile={vi.fn()} />);
    fireEvent.dragEnter(window, withFiles());
    expect(fireEvent.dragOver(window, withFiles())).toBe(false);
  });

  it('calls onFile for each dropped file and hides the overlay', () => {
    const onFile = vi.fn();
    renderUi(<DropOverlay onFile={onFile} />);
    fireEvent.dragEnter(window, withFiles([cover, notes]));
    const notCancelled = fireEvent.drop(window, withFiles([cover, notes]));
    expect(notCancelled).toBe(false);
    expect(onFile.mock.calls).toEqual([[cover], [notes]]);
    expect(screen.queryByText('Drop file to upload')).toBeNull();
  });

  it('removes its listeners on unmount', () => {
    const onFile = vi.fn();
    const { unmount } = renderUi(<DropOverlay onFile={onFile} />);
    unmount();
    fireEvent.drop(window, withFiles([cover]));
    expect(onFile).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    const onFile = vi.fn();
    renderUi(<DropOverlay onFile={onFile} disabled />);
    fireEvent.dragEnter(window, withFiles([cover]));
    fireEvent.drop(window, withFiles([cover]));
    expect(screen.queryByText('Drop file to upload')).toBeNull();
    expect(onFile).not.toHaveBeenCalled();
  });
});
