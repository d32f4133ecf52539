/** Products and categories alike need a name that is more than spaces. */
const NAME_REQUIRED = 'Name is required';

export const nameProblem = (name: string): string | null => (name.trim() === '' ? NAME_REQUIRED : null);
