export {
  drawnShellPage,
  DRAWN_PAGE_ID,
  SHELL_SCRIPTS_ID,
  STARTER_SRC,
  type DrawnContent,
} from './drawn-shell-page';
export { drawPublicPlan } from './public-plan-drawing';
