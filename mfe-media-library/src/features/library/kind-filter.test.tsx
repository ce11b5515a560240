import { messages, type MediaKind } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithLibrary } from '../../components/media-library-fakes';
import { KindFilter } from './kind-filter';

function setWidth(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function Harness({ onChange }: { onChange: (kinds: MediaKind[]) => void }) {
  const [kinds, setKinds] = useState<MediaKind[]>([]);
  return (
    <KindFilter
      value={kinds}
      onChange={(next) => {
        setKinds(next);
        onChange(next);
      }}
    />
  );
}

test('on desktop the filter popup applies each change at once', async () => {
  setWidth(false);
  const onChange = jest.fn();
  renderWithLibrary(<Harness onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
  await userEvent.click(screen.getByLabelText('Image'));
  expect(onChange).toHaveBeenLastCalledWith(['image']);
});

test('at 991.98 px and below the filter is a modal that applies only on Apply Filter, and Clear empties it', async () => {
  setWidth(true);
  const onChange = jest.fn();
  renderWithLibrary(<Harness onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
  expect(screen.getByRole('dialog', { name: messages.media.filterTitle })).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Video'));
  await userEvent.click(screen.getByLabelText('Other'));
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: messages.media.applyFilter }));
  expect(onChange).toHaveBeenLastCalledWith(['video', 'other']);
  await userEvent.click(screen.getByRole('button', { name: 'Filter (2)' }));
  await userEvent.click(screen.getByRole('button', { name: messages.media.clear }));
  await userEvent.click(screen.getByRole('button', { name: messages.media.applyFilter }));
  expect(onChange).toHaveBeenLastCalledWith([]);
});
