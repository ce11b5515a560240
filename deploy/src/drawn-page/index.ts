export { drawnForVisitor, drawnShellPage, type DrawnContent } from './drawn-shell-page';
export { drawPublicPlan } from './public-plan-drawing';
export { drawSignIn } from './sign-in-drawing';
