export { drawnShellPage, type DrawnContent } from './drawn-shell-page';
export { drawPublicPlan } from './public-plan-drawing';
