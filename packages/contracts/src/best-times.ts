/** Best time to post: per account, the hours of the week whose posts did best. */
export {};
