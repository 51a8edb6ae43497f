/** A class as people say it: "Grade 10". */
export const classDisplay = (cardClass: string) => `Grade ${cardClass}`;
