import {
  challengeStandings,
  messages,
  type Challenge,
  type ChallengeLeaderboard,
  type ChallengeRequest,
  type ChallengeScore,
  type ChallengeScoreRequest,
  type ClientChallenges,
  type CoachClientChallenges,
  type JoinChallengeRequest,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { onUniqueViolation } from '../../db/unique-violation';
import { httpError } from '../../http/http-error';
import { isClientOfAccount, requireActive, type CoachAccess } from '../programs';
import { challengeRepository } from './challenge-repository';

const c = messages.challenges;
const notFound = () => httpError(404, c.notFound);
const ID = /^[1-9]\d{0,14}$/;

const searchOf = (query: Record<string, unknown>) =>
  typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '';

/**
 * Challenges (decision 0156). A board is one challenge in one account's community: a coach reads their
 * account's board, a client the boards of the accounts whose programs they follow. Nobody outside a
 * community learns its scores, or that they exist.
 */
export function createChallengeService({ db, clock }: ApiContext) {
  async function board(challenge: Challenge, accountId: number, userId: number | null) {
    const scores = await challengeRepository.boardScores(db, challenge.id, accountId);
    const leaderboard: ChallengeLeaderboard = {
      challenge,
      account_id: accountId,
      standings: challengeStandings(scores, challenge.lower_is_better),
      mine: userId === null ? [] : scores.filter((score) => score.user_id === userId),
    };
    return leaderboard;
  }

  /** The challenge in one of the person's communities, or 404 (not theirs, or not there). */
  async function inCommunity(userId: number, challengeId: number, accountId: number) {
    const communities = await challengeRepository.communities(db, userId);
    if (!communities.some((community) => community.account_id === accountId)) throw notFound();
    const challenge = await challengeRepository.find(db, accountId, challengeId);
    if (!challenge) throw notFound();
    return challenge;
  }

  return {
    async list(access: CoachAccess, query: Record<string, unknown>): Promise<Challenge[]> {
      const source = query.source === undefined || query.source === '' ? 'all' : query.source;
      if (source !== 'all' && source !== 'own' && source !== 'library')
        throw httpError(400, messages.http.requestFailed, { source: ['Choose own or library.'] });
      return challengeRepository.list(db, [access.accountId], source, searchOf(query));
    },

    async create(access: CoachAccess, request: ChallengeRequest): Promise<Challenge> {
      requireActive(access);
      return onUniqueViolation(
        () => challengeRepository.create(db, access.accountId, request),
        'challenges_account_title',
        () => httpError(422, c.titleTaken, { title: [c.titleTaken] }),
      );
    },

    /** The account's board of a challenge: what the feed-chat challenge leaderboards show. */
    async leaderboard(access: CoachAccess, challengeId: number): Promise<ChallengeLeaderboard> {
      const challenge = await challengeRepository.find(db, access.accountId, challengeId);
      if (!challenge) throw notFound();
      return board(challenge, access.accountId, null);
    },

    /**
     * A client's challenges in the account's community, as their coach sees them (decision 0173): their
     * scores and place on each board. A person who never joined one of the account's programs is a 404.
     */
    async coachClientChallenges(access: CoachAccess, athleteId: number): Promise<CoachClientChallenges> {
      if (!(await isClientOfAccount(db, access.accountId, athleteId))) throw httpError(404, c.notYourClient);
      const joined = await challengeRepository.joinedIn(db, access.accountId, athleteId);
      return {
        challenges: await Promise.all(
          joined.map(async ({ challenge, joined_at }) => {
            const scores = await challengeRepository.boardScores(db, challenge.id, access.accountId);
            const standings = challengeStandings(scores, challenge.lower_is_better);
            return {
              challenge,
              joined_at,
              scores: scores.filter((score) => score.user_id === athleteId),
              standing: standings.find((standing) => standing.user_id === athleteId) ?? null,
              ranked: standings.length,
            };
          }),
        ),
      };
    },

    async clientChallenges(userId: number): Promise<ClientChallenges> {
      const communities = await challengeRepository.communities(db, userId);
      return {
        communities,
        challenges: await challengeRepository.list(
          db,
          communities.map((community) => community.account_id),
          'all',
          '',
        ),
        joined: (await challengeRepository.joined(db, userId)).filter((entry) =>
          communities.some((community) => community.account_id === entry.account_id),
        ),
      };
    },

    async join(userId: number, challengeId: number, request: JoinChallengeRequest) {
      await inCommunity(userId, challengeId, request.account_id);
      await challengeRepository.join(db, challengeId, request.account_id, userId);
      return { challenge_id: challengeId, account_id: request.account_id };
    },

    async logScore(
      userId: number,
      challengeId: number,
      request: ChallengeScoreRequest,
    ): Promise<ChallengeScore> {
      await inCommunity(userId, challengeId, request.account_id);
      if (!(await challengeRepository.hasJoined(db, challengeId, request.account_id, userId)))
        throw httpError(422, c.notJoined);
      return challengeRepository.logScore(
        db,
        { challengeId, accountId: request.account_id, userId, ...request },
        clock.now(),
      );
    },

    async clientLeaderboard(
      userId: number,
      challengeId: number,
      query: Record<string, unknown>,
    ): Promise<ChallengeLeaderboard> {
      const account =
        typeof query.account_id === 'string' && ID.test(query.account_id) ? query.account_id : null;
      if (account === null) throw notFound();
      const challenge = await inCommunity(userId, challengeId, Number(account));
      return board(challenge, Number(account), userId);
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
