export * from './schedule-projection';
export * from './schedule-model';
export * from './schedule-schema';
export * from './training-records';
export * from './calendar-dates';
export * from './client-records';
export * from './workout-templates';
export * from './challenges';
