import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';
import { scoreKinds, type ScoreKind } from './training-records';

/**
 * Challenges (decision 0156): a benchmark workout people take on and compare scores in — the platform's
 * library (account_id null) or an account's own. Scores are stored in one unit per kind: seconds (time),
 * reps, kg (load), rounds, metres (distance).
 */
export interface Challenge {
  id: number;
  /** null: the platform's library, which every coach and client reads. */
  account_id: number | null;
  title: string;
  description: string;
  score_kind: ScoreKind;
  /** Time is lower-is-better; the other kinds higher-is-better, unless the challenge says otherwise. */
  lower_is_better: boolean;
  library: boolean;
}

/** The usual direction of a score kind: the fastest time wins, the most of anything else. */
export const lowerIsBetterByDefault = (kind: ScoreKind): boolean => kind === 'time';

const c = messages.challenges;
export const CHALLENGE_TITLE_MAX = 120;
export const CHALLENGE_DESCRIPTION_MAX = 2000;
export const CHALLENGE_SCORE_MAX = 1_000_000;

/** POST coach/challenges: the account's own challenge; also one entry of an operator's file. */
export const challengeRequestSchema = lazySchema(() =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(c.titleRequired)
      .max(CHALLENGE_TITLE_MAX, messages.validation.tooLong(CHALLENGE_TITLE_MAX)),
    description: yup
      .string()
      .trim()
      .max(CHALLENGE_DESCRIPTION_MAX, messages.validation.tooLong(CHALLENGE_DESCRIPTION_MAX))
      .default(''),
    score_kind: yup.string().oneOf(scoreKinds, c.scoreKindInvalid).required(c.scoreKindInvalid),
    lower_is_better: yup.boolean().optional(),
  }),
);
export interface ChallengeRequest {
  title: string;
  description: string;
  score_kind: ScoreKind;
  /** Left out: the kind's usual direction. */
  lower_is_better?: boolean | undefined;
}

/** An operator's file of the platform's challenges (`pnpm operator challenges <file>`). */
export const productChallengesFileSchema = lazySchema(() =>
  yup.object({
    challenges: yup.array(challengeRequestSchema).min(1).required(),
  }),
);

/** POST user/challenges/:challenge_id/join: the coach's community the client takes part in. */
export const joinChallengeRequestSchema = lazySchema(() =>
  yup.object({
    account_id: yup.number().typeError(c.communityRequired).integer().min(1).required(c.communityRequired),
  }),
);
export type JoinChallengeRequest = { account_id: number };

/** POST user/challenges/:challenge_id/scores. */
export const challengeScoreRequestSchema = lazySchema(() =>
  yup.object({
    account_id: yup.number().typeError(c.communityRequired).integer().min(1).required(c.communityRequired),
    score: yup
      .number()
      .typeError(c.scoreInvalid)
      .moreThan(0, c.scoreInvalid)
      .max(CHALLENGE_SCORE_MAX, c.scoreInvalid)
      .required(c.scoreInvalid),
    scaled: yup.boolean().default(false),
    note: yup.string().trim().max(500, messages.validation.tooLong(500)).default(''),
  }),
);
export interface ChallengeScoreRequest {
  account_id: number;
  score: number;
  scaled: boolean;
  note: string;
}

/** One score a person logged. */
export interface ChallengeScore {
  id: number;
  user_id: number;
  full_name: string;
  score: number;
  scaled: boolean;
  note: string;
  logged_at: string;
}

/** A person's place on a challenge's board: their best score. */
export interface ChallengeStanding extends ChallengeScore {
  rank: number;
}

/** A challenge's board in one account's community; what the feed-chat leaderboards read. */
export interface ChallengeLeaderboard {
  challenge: Challenge;
  account_id: number;
  standings: ChallengeStanding[];
  /** The caller's own scores, newest first (empty for a coach). */
  mine: ChallengeScore[];
}

/** A community a client takes part in: an account whose program they follow. */
export interface ChallengeCommunity {
  account_id: number;
  name: string;
}

/** GET user/challenges: what a client may take on, and where they already joined. */
export interface ClientChallenges {
  communities: ChallengeCommunity[];
  challenges: Challenge[];
  joined: { challenge_id: number; account_id: number }[];
}

/**
 * Which of two scores is better. As prescribed beats scaled (the board splits, as-prescribed on top);
 * then the better score in the challenge's direction; then the earlier logged, so a tie goes to whoever
 * got there first.
 */
export function compareChallengeScores(
  a: Pick<ChallengeScore, 'score' | 'scaled' | 'logged_at' | 'id'>,
  b: Pick<ChallengeScore, 'score' | 'scaled' | 'logged_at' | 'id'>,
  lowerIsBetter: boolean,
): number {
  if (a.scaled !== b.scaled) return a.scaled ? 1 : -1;
  if (a.score !== b.score) return lowerIsBetter ? a.score - b.score : b.score - a.score;
  const time = Date.parse(a.logged_at) - Date.parse(b.logged_at);
  return time !== 0 ? time : a.id - b.id;
}

/** The board: each person's best score, best first, ranked 1, 2, 3… (ties broken by the earlier time). */
export function challengeStandings(scores: ChallengeScore[], lowerIsBetter: boolean): ChallengeStanding[] {
  const best = new Map<number, ChallengeScore>();
  for (const score of scores) {
    const held = best.get(score.user_id);
    if (!held || compareChallengeScores(score, held, lowerIsBetter) < 0) best.set(score.user_id, score);
  }
  return [...best.values()]
    .sort((a, b) => compareChallengeScores(a, b, lowerIsBetter))
    .map((score, index) => ({ ...score, rank: index + 1 }));
}

/** One challenge a client joined in an account's community, as their coach sees it. */
export interface CoachClientChallenge {
  challenge: Challenge;
  joined_at: string;
  /** The client's scores on this board, newest first. */
  scores: ChallengeScore[];
  /** The client's place on the board (their best score), null before their first score. */
  standing: ChallengeStanding | null;
  /** How many people have a score on the board. */
  ranked: number;
}

/** GET coach/clients/:athlete_id/challenges. */
export interface CoachClientChallenges {
  challenges: CoachClientChallenge[];
}
