export { registerLeaderboardsModule } from './leaderboards-module';
