import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A Module Federation runtime plugin that answers a remote's mf-manifest.json from the first HTML when
 * the web server put it there (decision 0246): the page then loads without asking for it. Anything the
 * page does not hold, or holds no longer, the runtime fetches as usual.
 */
export function answersFromThePage(takePageAnswer: (url: string) => unknown): ModuleFederationRuntimePlugin {
  return {
    name: 'coachforge-answers-from-the-page',
    fetch(url) {
      const answer = takePageAnswer(url);
      if (answer === undefined) return undefined;
      return Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      );
    },
  };
}
