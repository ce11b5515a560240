export { createLeaderboardsModule } from './leaderboards-module';
