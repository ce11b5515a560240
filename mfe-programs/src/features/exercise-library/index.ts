export { ExerciseLibraryPage } from './exercise-library-page';
export { useExercises } from './use-exercises';
