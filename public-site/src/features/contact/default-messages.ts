/** The product the programs page's default message names ('{product}' in SPEC §2). */
export const PRODUCT_NAME = 'Diamond Approach';

/** Home and contact page: the default message asks to speak with a teacher (SPEC §4). */
export const SPEAK_WITH_TEACHER_MESSAGE = `I'd like to speak with a teacher about the ${PRODUCT_NAME}.`;

/** Programs page (SPEC §2). */
export const PROGRAMS_MESSAGE = `I'd like to learn more about ${PRODUCT_NAME} programs.`;
