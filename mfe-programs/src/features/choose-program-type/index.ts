export { ChooseProgramTypeDialog } from './choose-program-type-dialog';
