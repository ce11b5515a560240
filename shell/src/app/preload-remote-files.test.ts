import { preloadRemoteFiles, takePageAnswer, takeStartedRequest } from './preload-remote-files';

const preloadLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

function pageNaming(json: string) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'cf-preloads';
  data.textContent = json;
  document.head.appendChild(data);
}

test('the files the first HTML names are asked for at once, the manifest as the federation runtime fetches it', () => {
  pageNaming(
    JSON.stringify([
      { href: '/remotes/onboarding/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/onboarding/remoteEntry.js', as: 'script' },
    ]),
  );
  preloadRemoteFiles(document);
  expect(preloadLinks()).toEqual([
    { href: '/remotes/onboarding/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
    { href: '/remotes/onboarding/remoteEntry.js', as: 'script', crossOrigin: null },
  ]);
});

test('only paths of this origin are fetched, and a page without the data or with broken data asks for nothing', () => {
  pageNaming(
    JSON.stringify([
      { href: 'https://elsewhere.example/x.js', as: 'script' },
      { href: '//elsewhere.example/x.js', as: 'script' },
      { href: '/\\elsewhere.example/x.js', as: 'script' },
      { href: '/remotes/x/style.css', as: 'style' },
      { href: '/remotes/onboarding/remoteEntry.js', as: 'script' },
    ]),
  );
  preloadRemoteFiles(document);
  expect(preloadLinks().map(({ href }) => href)).toEqual(['/remotes/onboarding/remoteEntry.js']);

  document.head.innerHTML = '';
  preloadRemoteFiles(document);
  pageNaming('{not json');
  preloadRemoteFiles(document);
  expect(preloadLinks()).toEqual([]);
});

test('an answer the page holds is taken once instead of fetched, and never for another origin', () => {
  const manifest = { metaData: { name: 'onboarding' } };
  pageNaming(
    JSON.stringify([
      { href: '/remotes/onboarding/mf-manifest.json', as: 'fetch', answer: manifest },
      { href: '/remotes/onboarding/remoteEntry.js', as: 'script' },
    ]),
  );
  preloadRemoteFiles(document);
  // Answered from the page, so the browser is not asked to fetch it.
  expect(preloadLinks().map(({ href }) => href)).toEqual(['/remotes/onboarding/remoteEntry.js']);
  expect(takePageAnswer('https://elsewhere.example/remotes/onboarding/mf-manifest.json')).toBeUndefined();
  expect(takePageAnswer(`${window.location.origin}/remotes/onboarding/mf-manifest.json`)).toEqual(manifest);
  // A second fetch (after a deploy, say) asks the network for what is live then.
  expect(takePageAnswer('/remotes/onboarding/mf-manifest.json')).toBeUndefined();
});

test('an API answer the page holds is found by its path and query, not by the path alone', () => {
  const storefront = { account: { id: 9 } };
  pageNaming(JSON.stringify([{ href: '/api/public_pages/9?user_type=b', as: 'fetch', answer: storefront }]));
  preloadRemoteFiles(document);
  expect(preloadLinks()).toEqual([]);
  expect(takePageAnswer('/api/public_pages/9')).toBeUndefined();
  expect(takePageAnswer('/api/public_pages/9?user_type=c')).toBeUndefined();
  expect(takePageAnswer('/api/public_pages/9?user_type=b')).toEqual(storefront);
});

test('the session’s resumption the page names is sent at once with its headers, and its response taken once', async () => {
  const response = { status: 200 } as Response;
  const fetchSpy = jest.fn(async () => response);
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  try {
    pageNaming(
      JSON.stringify([
        { href: '/api/users/session', as: 'session', headers: { 'API-Version': '3' } },
        { href: '/api/users/token', as: 'session', headers: { 'API-Version': 3 } },
        { href: '/remotes/onboarding/remoteEntry.js', as: 'script' },
      ]),
    );
    preloadRemoteFiles(document);
    // Sent, not preloaded; and nothing whose headers are not text.
    expect(fetchSpy.mock.calls).toEqual([
      [
        '/api/users/session',
        {
          method: 'POST',
          headers: { Accept: 'application/json', 'API-Version': '3' },
          credentials: 'same-origin',
        },
      ],
    ]);
    expect(preloadLinks().map(({ href }) => href)).toEqual(['/remotes/onboarding/remoteEntry.js']);
    expect(takeStartedRequest('GET', '/api/users/session')).toBeUndefined();
    await expect(takeStartedRequest('POST', `${window.location.origin}/api/users/session`)).resolves.toBe(
      response,
    );
    // Asked again (a later renewal): the network.
    expect(takeStartedRequest('POST', '/api/users/session')).toBeUndefined();
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('what the page names is asked for once, by whichever script runs first (the header’s starter or the shell)', () => {
  pageNaming(JSON.stringify([{ href: '/remotes/onboarding/remoteEntry.js', as: 'script' }]));
  preloadRemoteFiles(document);
  preloadRemoteFiles(document);
  expect(preloadLinks().map(({ href }) => href)).toEqual(['/remotes/onboarding/remoteEntry.js']);
});
