import { isFileUrl } from '../files';

/** Whether an answer image is a file the files module serves (students upload answer images there). */
export const isServedAnswerImage = (url: string): boolean => isFileUrl(url);
