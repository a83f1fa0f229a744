/** YYYY-MM-DD of a local calendar day (the wire's and the models' "today"). */
export const isoOfDay = (date: Date) => `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
