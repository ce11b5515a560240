import {
  endpoints,
  showsChecklist,
  type HeaderAnswers,
  type Me,
  type PlatformApi,
} from '@coachforge/contracts';

/**
 * What the header shows from the API, asked for together with the header's code: the header is then
 * drawn whole at once, and no bar or button arriving a moment later pushes the page down or the menus
 * aside (layout shifts measured on the coach's programs list: the Get Started button moved the account
 * menu 104 px, a warning bar pushed the page 89 px). A question that fails is asked again by its part.
 */
export interface HeaderFirstAnswers {
  /**
   * The session's answer they were asked with. A later one (signed out and in again in the same page, a
   * switch, a reload after a change) asks anew: the header's code and these are loaded once per page.
   */
  me: Me;
  /** Null when the question failed: the warnings bar asks again. */
  warnings: HeaderAnswers['warnings'] | null;
  checklist: HeaderAnswers['checklist'];
}

/**
 * The header's first answers: those that came with the session's resumption when the page started
 * signed in (decision 0270), or asked for now.
 */
export async function askHeaderFirstAnswers(
  api: PlatformApi,
  me: Me,
  resumed: HeaderAnswers | undefined,
): Promise<HeaderFirstAnswers> {
  if (resumed) return { me, ...resumed };
  const [warnings, checklist] = await Promise.all([
    api.request(endpoints.warnings, { quiet: true }).catch(() => null),
    showsChecklist(me) ? api.request(endpoints.checklist, { quiet: true }).catch(() => null) : null,
  ]);
  return { me, warnings, checklist };
}

/** The first answer, if the header came with it for this very answer of the session (see `me` above). */
export const firstAnswerFor = <K extends 'warnings' | 'checklist'>(
  first: HeaderFirstAnswers | undefined,
  me: Me,
  key: K,
): HeaderFirstAnswers[K] | null => (first?.me === me ? first[key] : null);
