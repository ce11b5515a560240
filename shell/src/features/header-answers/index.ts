export {
  askHeaderFirstAnswers,
  firstAnswerFor,
  showsChecklist,
  type HeaderFirstAnswers,
} from './first-answers';
