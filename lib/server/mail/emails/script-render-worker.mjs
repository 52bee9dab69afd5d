// The entry of the render worker a plain script starts (../render.ts): loads the TypeScript worker through tsx, in a
// thread without the react-server condition, where React can render HTML, and hands its job function to the pool.
import { tsImport } from "tsx/esm/api";

const { default: render } = await tsImport("./script-render.ts", import.meta.url);
export default render;
