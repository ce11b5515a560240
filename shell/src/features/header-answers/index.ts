export { askHeaderFirstAnswers, firstAnswerFor, type HeaderFirstAnswers } from './first-answers';
