// `npm run build`: the shared package's Node bundle, the web app and the API compiled to JavaScript,
// all from scratch. `npm start` and the tests build only what is older than its sources.
import { buildAll } from "./lib/build.mjs";

buildAll({ force: true });
