// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { settingsBodySchema, settingsGroupParamsSchema, settingsSchemas } from "./schema";
export { settingsGroupResponse, settingsResponse } from "./schema";
