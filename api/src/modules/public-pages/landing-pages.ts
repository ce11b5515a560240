import type { LandingPagePort } from '../users';
import { publicPageRepository } from './public-page-repository';

/** The public page's title and links as users/me reads and changes them (docs/decisions/0208). */
export const landingPages: LandingPagePort = {
  async read(db, accountId) {
    const { title, links } = await publicPageRepository.content(db, accountId);
    return { title, links };
  },

  async save(db, accountId, changes) {
    const content = await publicPageRepository.content(db, accountId);
    const links = { ...content.links };
    for (const [kind, value] of Object.entries(changes.links ?? {}))
      if (value !== undefined) links[kind as keyof typeof links] = value;
    await publicPageRepository.saveContent(db, accountId, {
      ...content,
      title: changes.title === undefined ? content.title : changes.title,
      links,
    });
  },
};
