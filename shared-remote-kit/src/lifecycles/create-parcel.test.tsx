import { parcels, type MediaItem, type ParcelProps } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import { createPlatformDouble } from '../testing';
import { createParcel } from './create-parcel';

type Props = ParcelProps<typeof parcels.mediaLibrary> & { domElement: HTMLElement };
const squat = { id: 7, title: 'Squat' } as MediaItem;

function mountParcel(
  Component: Parameters<typeof createParcel<typeof parcels.mediaLibrary>>[1]['Component'],
) {
  const parcel = createParcel(parcels.mediaLibrary, {
    title: 'The media library',
    Component,
    resultOnFailure: (options) => options.selected ?? [],
  });
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const onClose = jest.fn();
  const props: Props = {
    domElement,
    platform: createPlatformDouble().platform,
    options: { selected: [squat] },
    onClose,
  };
  return {
    onClose,
    // single-spa-react resolves mount after React committed, which an act() scope would hold back.
    mount: async () => {
      await parcel.bootstrap(props as never);
      await parcel.mount(props as never);
    },
  };
}

// Lifecycles render as in the browser, on their own React roots: wait for what they show, no act().
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterEach(() => (document.body.innerHTML = ''));

test('a parcel shows its component with the caller’s options and closes with its result', async () => {
  const { mount, onClose } = mountParcel(({ options, onClose: close }) => (
    <button onClick={() => close(options.selected ?? [])}>Add {options.selected?.length} resource</button>
  ));
  await mount();
  screen.getByRole('button', { name: 'Add 1 resource' }).click();
  expect(onClose).toHaveBeenCalledWith([squat]);
});

test('a parcel that breaks shows an error panel whose Retry closes it with what the caller had', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { mount, onClose } = mountParcel(() => {
    throw new Error('no media today');
  });
  await mount();
  expect(screen.getByText('no media today')).toBeInTheDocument();
  screen.getByRole('button', { name: /retry/i }).click();
  expect(onClose).toHaveBeenCalledWith([squat]);
});
