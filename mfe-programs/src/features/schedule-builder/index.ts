export { ProgramScheduleBuilder, ScheduleBuilder } from './schedule-builder';
export { TrackEditor, type TrackSaving } from './track-editor';
export { emptyWeek, newSession } from './schedule-edits';
export { useTracks } from './use-schedule';
export { SingleDayEditor } from './single-day-editor';
