export { createSchemaCustomization } from "./src/node/schema"
export { onCreateNode } from "./src/node/on-create-node"
export { createPages } from "./src/node/create-pages"
export { onPostBuild } from "./src/node/on-post-build"
