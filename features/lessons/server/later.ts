// Work the caller may defer (the congratulation emails of learners a change completed): a route handler passes lib/api's afterResponse so that its answer does
// not wait for mail (data code never imports the HTTP layer); without it the work is done before
// the data function returns.
export type Later = (task: () => Promise<unknown>) => Promise<unknown>;

export const rightAway: Later = (task) => task();
