// First: the remote's files start downloading while the rest of the shell starts.
import './app/preload-remote-files';
import { nextTask } from './features/tasks';

/**
 * With experiments.asyncStartup the shared singletons are negotiated before this module runs; each part
 * below is evaluated in a task of its own (eager: in this file, no request of its own). A shared package
 * is evaluated whole whatever is named; `webpackExports` keeps a build without federation (the bench's
 * one-bundle comparison) from taking all of it.
 */
async function start(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["API_VERSION"] */ '@coachforge/contracts');
  await nextTask();
  /**
   * The browser's locale data, loaded in a task of its own: React Aria reads the locale as the design system
   * is evaluated (which locales are supported, the text direction), and the first such read loads Intl's
   * data, a third of that task on the coach's programs list.
   */
  try {
    Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
    new Intl.Locale(navigator.language).maximize();
  } catch {
    // A locale the browser cannot read: React Aria falls back to en-US itself.
  }
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["defaultUiTheme"] */ '@coachforge/ui');
  await nextTask();
  const { startPlatform } = await import(/* webpackMode: "eager" */ './app/start-platform');
  await startPlatform();
}

void start();
