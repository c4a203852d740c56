/**
 * The school's community switches (spec section 2): the common setting switch_community_module and
 * circle_module's general and class circles (1 on). They are all on in this product until a school
 * settings screen exists; the student app's community_setting and the staff's community/setting
 * both answer from here.
 */
export const COMMUNITY_SWITCHES = {
  switch_community_module: 1,
  circle_module: { general: 1, class: 1 },
} as const;

/** The student app's `config/community_setting`. */
export const studentCommunitySetting = () => ({
  community_setting: {
    is_open: COMMUNITY_SWITCHES.switch_community_module,
    is_open_like_plate: COMMUNITY_SWITCHES.circle_module.general,
    is_open_class_plate: COMMUNITY_SWITCHES.circle_module.class,
  },
});
