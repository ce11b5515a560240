import {
  coverTypes,
  messages,
  type CoverType,
  type MediaItem,
  type PublicPlan,
  type PublicPlanAttachment,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import type { RatesSource } from '../exchange-rates';
import type { MediaFiles } from '../media';
import { publicProgramReader, type PublicProgram } from '../programs';
import { userRepository } from '../users';
import { clientCurrencyOf } from './client-currency';
import { ownerSalesOf } from './owner-sales';
import { presentPublicPlan, programOpenTo, type PlanViewer } from './public-plan-presenter';
import { waiverFor } from './waivers';

const notFound = () => httpError(404, messages.purchase.planNotFound);

const asAttachment = (item: MediaItem): PublicPlanAttachment => ({
  id: item.id,
  title: item.title,
  kind: item.kind,
  file_size: item.file_size,
  content_type: item.content_type,
  url: item.src,
});

/** The public program page's data and its cover images (spec 02 sections 2 and 3). */
export function createPublicPlanService(
  { db, clock, config }: ApiContext,
  { media, rates }: { media: MediaFiles; rates: RatesSource },
) {
  async function viewerOf(
    identity: { userId: number } | null,
    accountId: number,
  ): Promise<PlanViewer | null> {
    if (!identity) return null;
    const [user, membership] = await Promise.all([
      userRepository.findById(db, identity.userId),
      userRepository.findMembershipAccount(db, identity.userId, accountId),
    ]);
    if (!user) return null;
    return {
      role: user.role,
      email: user.email,
      ofOwningAccount: membership !== null,
      // Coaches see the coach's own prices (original_price); only clients get local prices.
      currency: user.role === 'user' ? await clientCurrencyOf(db, user) : null,
    };
  }

  /** A draft is seen only by the owning account's members (a preview); others are told it does not exist. */
  async function visible(idOrUrl: string, viewer: (found: PublicProgram) => Promise<PlanViewer | null>) {
    const found = await publicProgramReader.find(db, idOrUrl);
    if (!found) throw notFound();
    const who = await viewer(found);
    if (found.program.plan_status !== 'published' && !who?.ofOwningAccount) throw notFound();
    return { found, who };
  }

  return {
    async plan(idOrUrl: string, identity: { userId: number } | null): Promise<PublicPlan> {
      const { found, who } = await visible(idOrUrl, (f) => viewerOf(identity, f.program.account_id));
      // Files are signed only for a viewer the program is open to (decision 0220).
      const open = programOpenTo(found, who);
      const files = (ids: number[]) =>
        open && ids.length > 0
          ? media.itemsOf(ids, found.program.account_id).then((items) => items.map(asAttachment))
          : Promise.resolve([]);
      // What the page shows beside the program depends on nothing else: read together.
      const [waiver, membership, owner, training, attachments, latestRates] = await Promise.all([
        waiverFor(db, found, identity?.userId ?? null),
        identity ? publicProgramReader.membershipOf(db, found.program.id, identity.userId) : null,
        ownerSalesOf(db, found.program.account_id, clock.now()),
        who?.ofOwningAccount ? publicProgramReader.trainingOf(db, found.program.id) : null,
        files(found.attachment_ids),
        who?.currency ? rates.latest() : null,
      ]);
      return presentPublicPlan(found, {
        viewer: who,
        membership,
        owner,
        app: config.mobileApp,
        training,
        waiver: waiver && { ...waiver, attachments: await files(found.program.waiver_attachments) },
        attachments,
        rates: latestRates,
      });
    },

    /** Where a published program's cover image is now; null when it has none of that type. */
    async coverUrl(idOrUrl: string, coverType: string): Promise<string> {
      if (!(coverTypes as readonly string[]).includes(coverType)) throw notFound();
      const { found } = await visible(idOrUrl, async () => null);
      const cover = found.covers.find((c) => c.cover_type === (coverType as CoverType));
      const url = cover ? await media.imageUrlOf(cover.media_id) : null;
      if (!url) throw notFound();
      return url;
    },
  };
}

export type PublicPlanService = ReturnType<typeof createPublicPlanService>;
