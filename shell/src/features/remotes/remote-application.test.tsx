import { messages, type RemoteEntry, type RemoteMountProps } from '@coachforge/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifeCycles } from 'single-spa';
import { REMOTE_FAILED_ATTRIBUTE } from '../../components/remote-failed';
import { IncompatibleRemoteError } from './contracts-compatibility';
import { remoteApplication } from './remote-application';

const remote: RemoteEntry = {
  name: 'programs',
  title: 'Programs',
  manifest: '/releases/programs/1.0.0/mf-manifest.json',
  version: '1.0.0',
  activeWhen: ['/coach/programs'],
  contracts: '^0.1.0',
};

function mountProps(): RemoteMountProps {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { name: remote.name, domElement } as unknown as RemoteMountProps;
}

function workingRemote(text = 'Programs are here'): LifeCycles<RemoteMountProps> {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      props.domElement.textContent = text;
    },
    unmount: async () => undefined,
  };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  document.body.innerHTML = '';
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('a remote that throws while mounting is contained in its area with Retry, and Retry mounts it', async () => {
  let attempts = 0;
  const flaky: LifeCycles<RemoteMountProps> = {
    ...workingRemote(),
    mount: async (props) => {
      attempts += 1;
      if (attempts === 1) throw new Error('cannot read properties of undefined');
      props.domElement.textContent = 'Programs are here';
    },
  };
  const onFailure = jest.fn();
  const app = remoteApplication(remote, async () => flaky, onFailure);
  const props = mountProps();
  await act(() => (app.mount as (p: RemoteMountProps) => Promise<void>)(props));

  expect(await screen.findByRole('alert')).toHaveTextContent(messages.shell.remoteFailed('Programs'));
  // A page the web server drew gives way to the panel (features/drawn-page).
  expect(props.domElement).toHaveAttribute(REMOTE_FAILED_ATTRIBUTE);
  expect(onFailure).toHaveBeenCalledWith('cannot read properties of undefined');
  expect(consoleError).toHaveBeenCalledWith(
    'Remote "programs" 1.0.0 failed: cannot read properties of undefined',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(props.domElement).toHaveTextContent('Programs are here'));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(props.domElement).not.toHaveAttribute(REMOTE_FAILED_ATTRIBUTE);
});

test('a remote slower than the time limit is contained, and Retry waits for it again', async () => {
  let arrive: (lifecycles: LifeCycles<RemoteMountProps>) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls === 1
      ? new Promise<LifeCycles<RemoteMountProps>>(() => undefined)
      : new Promise<LifeCycles<RemoteMountProps>>((resolve) => (arrive = resolve));
  };
  const app = remoteApplication(remote, load, () => undefined, { loadTimeLimitMs: 50 });
  const props = mountProps();
  await act(() => (app.mount as (p: RemoteMountProps) => Promise<void>)(props));

  expect(await screen.findByRole('alert')).toHaveTextContent(messages.shell.remoteFailedDetail);
  expect(consoleError).toHaveBeenCalledWith(
    'Remote "programs" 1.0.0 failed: programs did not load within 0.05 s',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await act(async () => arrive(workingRemote()));
  await waitFor(() => expect(props.domElement).toHaveTextContent('Programs are here'));
});

test('a remote refused for its contracts version says so in its area and names both versions in the console', async () => {
  const detail =
    'Remote "programs" was built against contracts 1.0.0, but the shell uses contracts 0.1.0 (another major version).';
  const app = remoteApplication(
    remote,
    () => Promise.reject(new IncompatibleRemoteError('programs', detail)),
    () => undefined,
  );
  await act(() => (app.mount as (p: RemoteMountProps) => Promise<void>)(mountProps()));

  expect(await screen.findByRole('alert')).toHaveTextContent(messages.shell.remoteIncompatibleDetail);
  expect(consoleError).toHaveBeenCalledWith(`Remote refused: ${detail}`);
});

test('a remote is run and drawn only once the main area is shown, outside its load time limit', async () => {
  let showMain!: () => void;
  const mainShown = new Promise<void>((resolve) => (showMain = resolve));
  const load = jest.fn(async () => workingRemote());
  const onFailure = jest.fn();
  const app = remoteApplication(remote, load, onFailure, { loadTimeLimitMs: 50, mainShown });
  const props = mountProps();
  const mounting = (app.mount as (p: RemoteMountProps) => Promise<void>)(props);

  // Longer than the load's time limit: waiting for the header is not the remote being slow.
  await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
  expect(load).not.toHaveBeenCalled();
  expect(props.domElement).toHaveTextContent(messages.shell.loading);
  showMain();
  await act(() => mounting);
  expect(load).toHaveBeenCalledTimes(1);
  expect(props.domElement).toHaveTextContent('Programs are here');
  expect(onFailure).not.toHaveBeenCalled();
});
