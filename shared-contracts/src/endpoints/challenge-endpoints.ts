import {
  challengeRequestSchema,
  challengeScoreRequestSchema,
  joinChallengeRequestSchema,
  type Challenge,
  type ChallengeLeaderboard,
  type ChallengeRequest,
  type ChallengeScore,
  type ChallengeScoreRequest,
  type ClientChallenges,
  type CoachClientChallenges,
  type JoinChallengeRequest,
} from '../training';
import { defineEndpoint } from './define-endpoint';

const signedIn = <Request = void, Response = void>(
  method: 'GET' | 'POST',
  path: string,
  body?: Parameters<typeof defineEndpoint>[0]['body'],
) => defineEndpoint<Request, Response>({ method, path, authenticated: true, ...(body ? { body } : {}) });

/**
 * Challenges (decision 0156). A board always belongs to one account's community: scores logged with one
 * coach are never shown to another's.
 */
export const challengeEndpoints = {
  /** The account's own challenges and the platform's library; query `source` (own or library), `search`. */
  coachChallenges: signedIn<void, Challenge[]>('GET', 'coach/challenges'),
  createChallenge: signedIn<ChallengeRequest, Challenge>('POST', 'coach/challenges', challengeRequestSchema),
  /** The board of the account's community: what the feed-chat challenge leaderboards show. */
  challengeLeaderboard: signedIn<void, ChallengeLeaderboard>(
    'GET',
    'coach/challenges/:challenge_id/leaderboard',
  ),
  /**
   * A client of the account: the challenges they joined in the account's community, with their scores and
   * place on each board (decision 0173). Another account's client is a 404.
   */
  coachClientChallenges: signedIn<void, CoachClientChallenges>('GET', 'coach/clients/:athlete_id/challenges'),
  /** The client's communities, the challenges they may take on and where they joined. */
  clientChallenges: signedIn<void, ClientChallenges>('GET', 'user/challenges'),
  joinChallenge: signedIn<JoinChallengeRequest, { challenge_id: number; account_id: number }>(
    'POST',
    'user/challenges/:challenge_id/join',
    joinChallengeRequestSchema,
  ),
  logChallengeScore: signedIn<ChallengeScoreRequest, ChallengeScore>(
    'POST',
    'user/challenges/:challenge_id/scores',
    challengeScoreRequestSchema,
  ),
  /** Query `account_id`: the community's board, as the client sees it. */
  clientChallengeLeaderboard: signedIn<void, ChallengeLeaderboard>(
    'GET',
    'user/challenges/:challenge_id/leaderboard',
  ),
} as const;
