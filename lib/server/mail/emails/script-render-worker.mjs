// The entry of the render worker a plain script starts (../render.ts): loads the TypeScript worker through tsx, in a
// thread without the react-server condition, where React can render HTML.
import { tsImport } from "tsx/esm/api";

await tsImport("./script-render.ts", import.meta.url);
