import { type Ability, abilityOf, firstRefusal, type Refusal } from '../refusals';
import { type ClassPostDeleteArgs, classPostDeleteRules, deleteRules } from './communityRules';

/**
 * Deleting posts over `DELETE community/post/{ids}`: the author deletes their own post; anyone else
 * only in a class circle, as its class's head teacher, and only posts of students (user_type 4).
 */
export interface PostDeleteArgs extends ClassPostDeleteArgs {
  /** The actor wrote the post. */
  own: boolean;
}

/** Why this post may not be deleted by this actor, or nothing when it may. */
export const postDeleteRefusal = (args: PostDeleteArgs): Refusal | undefined =>
  args.own ? firstRefusal(deleteRules, args) : firstRefusal(classPostDeleteRules, args);

/**
 * The delete button of the class circle tab (spec section 5): shown on every post, enabled only for
 * the head teacher and a student's post.
 */
export const classPostDeleteAbility = (args: ClassPostDeleteArgs): Ability =>
  abilityOf(true, firstRefusal(classPostDeleteRules, args));
