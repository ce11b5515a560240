export { ChallengeLeaderboardPage } from './components/challenge-leaderboard-page';
export { ChallengeLeaderboardsPage } from './components/challenge-leaderboards-page';
export { DailyLeaderboardPage } from './components/daily-leaderboard-page';
export { DailyLeaderboardsPage } from './components/daily-leaderboards-page';
export { LeaderboardCommentsPage } from './components/leaderboard-comments-page';
