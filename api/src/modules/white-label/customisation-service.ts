import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  messages,
  THEME_IMAGE_MAX_BYTES,
  type AppIcon,
  type AppIconReview,
  type AppThemeForm,
  type CoachIcon,
  type Customisation,
  type Theme,
  type ThemeLogo,
} from '@coachforge/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { readImageUpload } from '../../http/image-upload';
import { isClientOfAccount, requireOwner, type CoachAccessResolver } from '../programs';
import type { Realtime } from '../realtime';
import { makeLogoVariants } from './logo-variants';
import { userRepository } from '../users';
import {
  checkCustomDomain,
  customDomainRecord,
  isPlatformDomain,
  presentTheme,
  themeImageFileOf,
  themeImageFolder,
  themeImageUrl,
  themeOfHost,
  subDomainUrl,
  themeRepository as repo,
  type AppIconRow,
} from '../themes';

interface Identity {
  userId: number;
  accountId: number;
}

const m = messages.customisation;

const presentIcon = (row: AppIconRow | null): AppIcon | null =>
  row
    ? {
        url: themeImageUrl(row.file),
        status: row.status,
        uploaded_at: row.uploaded_at.toISOString(),
        reviewed_at: row.reviewed_at?.toISOString() ?? null,
      }
    : null;

/**
 * White label (decisions 0184 to 0187): theme, logo, web address and app icon. Any coach of the account
 * reads it; only its owner changes it, and only on PROFESSIONAL or a running trial (spec 01 section 6).
 */
export function createCustomisationService(
  { db, config }: ApiContext,
  { access, realtime }: { access: CoachAccessResolver; realtime: Realtime },
) {
  const { platformDomain, resolveCname } = config.whiteLabel;
  const folder = themeImageFolder(config.dataDir);

  async function read(identity: Identity, known?: { isOwner: boolean; allowed: boolean }) {
    let who = known;
    if (!who) {
      const found = await access.of(identity);
      who = { isOwner: found.isOwner, allowed: found.limits.customisation };
    }
    const row = await repo.find(db, identity.accountId);
    const customDomain = row?.custom_domain ?? null;
    const answer: Customisation = {
      theme: presentTheme(row),
      web_address: {
        platform_domain: platformDomain,
        sub_domain_name: row?.sub_domain_name ?? null,
        sub_domain_url: row?.sub_domain_name
          ? subDomainUrl(config.appUrl, platformDomain, row.sub_domain_name)
          : null,
        custom_domain: customDomain
          ? {
              domain: customDomain,
              status: row?.custom_domain_verified_at ? 'verified' : 'pending',
              record: customDomainRecord(customDomain, platformDomain),
              verified_at: row?.custom_domain_verified_at?.toISOString() ?? null,
              checked_at: row?.custom_domain_checked_at?.toISOString() ?? null,
              check_error: row?.custom_domain_check_error ?? null,
            }
          : null,
      },
      app_icon: presentIcon(await repo.appIcon(db, identity.accountId)),
      allowed: who.allowed,
      can_edit: who.isOwner,
    };
    return answer;
  }

  /** The owner, on a plan with white label; everyone else is refused before anything changes. */
  async function requireEditor(identity: Identity) {
    const who = await access.of(identity);
    requireOwner(who, m.ownerOnly);
    if (!who.limits.customisation) throw httpError(403, m.planRequired);
    return { isOwner: true, allowed: true };
  }

  async function change(identity: Identity, values: Parameters<typeof repo.change>[2]) {
    const editor = await requireEditor(identity);
    const saved = await repo.change(db, identity.accountId, values);
    if (!saved.ok) {
      const message = saved.taken === 'sub_domain_name' ? m.subDomainTaken : m.customDomainTaken;
      const key = saved.taken === 'sub_domain_name' ? 'sub_domain_name' : 'domain';
      throw httpError(422, message, { [key]: [message] });
    }
    return read(identity, editor);
  }

  const readUpload = (request: FastifyRequest, field: string) =>
    readImageUpload(request, {
      field,
      maxBytes: THEME_IMAGE_MAX_BYTES,
      errorKey: field.replace(/^.*\[|\]$/g, ''),
      missing: m.imageMissing,
      tooLarge: m.imageTooLarge(THEME_IMAGE_MAX_BYTES / 1024 / 1024),
      typeInvalid: m.imageMissing,
    });

  /** `<account>-<random>`: an upload's files share it, the variants add their name (decision 0213). */
  const newStem = (accountId: number) => `${accountId}-${randomBytes(8).toString('hex')}`;

  async function storeImage(accountId: number, request: FastifyRequest, field: string): Promise<string> {
    const image = await readUpload(request, field);
    const name = `${newStem(accountId)}.${image.extension}`;
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), image.bytes);
    return name;
  }

  /** The logo as uploaded and its sized variants; an upload that is not a decodable image is a 422. */
  async function storeLogo(accountId: number, request: FastifyRequest): Promise<ThemeLogo> {
    const image = await readUpload(request, 'theme[logo]');
    const variants = await makeLogoVariants(image.bytes).catch(() => {
      throw httpError(422, m.imageMissing, { logo: [m.imageMissing] });
    });
    const stem = newStem(accountId);
    const files = {
      original: { name: `${stem}.${image.extension}`, bytes: image.bytes },
      hd: { name: `${stem}-hd.${variants.hd.extension}`, bytes: variants.hd.bytes },
      logo: { name: `${stem}-logo.${variants.logo.extension}`, bytes: variants.logo.bytes },
      small: { name: `${stem}-small.${variants.small.extension}`, bytes: variants.small.bytes },
    };
    await mkdir(folder, { recursive: true });
    for (const file of Object.values(files)) await writeFile(join(folder, file.name), file.bytes);
    return {
      original: themeImageUrl(files.original.name),
      hd: themeImageUrl(files.hd.name),
      logo: themeImageUrl(files.logo.name),
      small: themeImageUrl(files.small.name),
    };
  }

  const removeImage = async (url: string | null | undefined) => {
    const file = themeImageFileOf(url);
    if (file) await rm(join(folder, file), { force: true });
  };

  /** Every file of a logo (logos saved before the variants name one file four times). */
  const removeLogoFiles = async (logo: ThemeLogo | null | undefined) => {
    if (!logo) return;
    for (const url of new Set([logo.original, logo.hd, logo.logo, logo.small])) await removeImage(url);
  };

  async function coachIcon(accountId: number): Promise<CoachIcon> {
    const row = await repo.appIcon(db, accountId);
    return {
      icon: presentIcon(row),
      decline_reasons: row?.status === 'declined' ? row.decline_reasons : [],
    };
  }

  const hostTheme = (host: string | undefined) => themeOfHost(db, platformDomain, host);

  return {
    read: (identity: Identity) => read(identity),

    saveWebTheme: (identity: Identity, webTheme: Theme['web_theme']) =>
      change(identity, { web_theme: webTheme }),

    saveAppTheme: (identity: Identity, form: AppThemeForm) =>
      change(identity, {
        mobile_light_theme: form.mobile_light_theme,
        mobile_dark_theme: form.mobile_dark_theme,
      }),

    /** The upload and its sized variants (decision 0213); the files of the logo it replaces go. */
    async uploadLogo(identity: Identity, request: FastifyRequest) {
      await requireEditor(identity);
      const logo = await storeLogo(identity.accountId, request);
      const before = await repo.find(db, identity.accountId);
      const answer = await change(identity, { logo }).catch(async (error: unknown) => {
        await removeLogoFiles(logo);
        throw error;
      });
      await removeLogoFiles(before?.logo);
      return answer;
    },

    async removeLogo(identity: Identity) {
      const before = await repo.find(db, identity.accountId);
      const answer = await change(identity, { logo: null });
      await removeLogoFiles(before?.logo);
      return answer;
    },

    saveSubDomain: (identity: Identity, name: string) => change(identity, { sub_domain_name: name }),

    removeSubDomain: (identity: Identity) => change(identity, { sub_domain_name: null }),

    async saveCustomDomain(identity: Identity, domain: string) {
      if (isPlatformDomain(domain, platformDomain))
        throw httpError(422, m.customDomainPlatform, { domain: [m.customDomainPlatform] });
      const before = await repo.find(db, identity.accountId);
      // The same domain again keeps its verification; a new one starts over.
      if (before?.custom_domain === domain) return change(identity, {});
      return change(identity, {
        custom_domain: domain,
        custom_domain_verified_at: null,
        custom_domain_checked_at: null,
        custom_domain_check_error: null,
      });
    },

    async verifyCustomDomain(identity: Identity) {
      await requireEditor(identity);
      const row = await repo.find(db, identity.accountId);
      if (!row?.custom_domain) throw httpError(404, m.customDomainNone);
      const problem = await checkCustomDomain(row.custom_domain, platformDomain, resolveCname, {
        notPointing: m.customDomainNotPointing(platformDomain),
        lookupFailed: m.customDomainLookupFailed,
      });
      const now = new Date();
      return change(identity, {
        custom_domain_checked_at: now,
        custom_domain_check_error: problem,
        // A domain that stops pointing here stops serving the account's pages until verified again.
        custom_domain_verified_at: problem ? null : (row.custom_domain_verified_at ?? now),
      });
    },

    removeCustomDomain: (identity: Identity) =>
      change(identity, {
        custom_domain: null,
        custom_domain_verified_at: null,
        custom_domain_checked_at: null,
        custom_domain_check_error: null,
      }),

    /** The theme and name of the account whose address `host` is; null for the platform's own. */
    themeOfHost: hostTheme,

    async coachIcon(identity: Identity): Promise<CoachIcon> {
      await access.of(identity);
      return coachIcon(identity.accountId);
    },

    async uploadCoachIcon(identity: Identity, request: FastifyRequest): Promise<CoachIcon> {
      await requireEditor(identity);
      const file = await storeImage(identity.accountId, request, 'coach_icon[icon]');
      const replaced = await repo.saveAppIcon(db, identity.accountId, file);
      if (replaced) await removeImage(themeImageUrl(replaced));
      return coachIcon(identity.accountId);
    },

    /** An operator's verdict; the account's open pages hear updated_coach_app_icon (spec 03 section 4.6). */
    async reviewCoachIcon(accountId: number, review: AppIconReview): Promise<CoachIcon> {
      const reviewed = await repo.reviewAppIcon(db, accountId, {
        status: review.decision,
        reasons: review.decision === 'declined' ? review.reasons : [],
      });
      if (!reviewed) throw httpError(404, m.reviewNotFound);
      await realtime.toAccount('SystemNotificationChannel', accountId, {
        type: 'updated_coach_app_icon',
        data: { status: review.decision },
      });
      return coachIcon(accountId);
    },

    /**
     * A sign-in on an account's own address is for its coaches and clients only (decision 0185): anyone
     * else is sent to the platform's address, which the sign-in page offers as a link.
     */
    async signInRefusal(host: string | undefined, userId: number): Promise<string | null> {
      const owner = await hostTheme(host);
      if (!owner) return null;
      const belongs =
        (await userRepository.findMembershipAccount(db, userId, owner.account_id)) !== null ||
        (await isClientOfAccount(db, owner.account_id, userId));
      return belongs ? null : new URL(config.appUrl).host;
    },
  };
}

export type CustomisationService = ReturnType<typeof createCustomisationService>;
