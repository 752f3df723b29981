import type React from "react"
import { ApiErrors, ApiOperation, ApiWebhook } from "../../../plugins/api-reference/components/ApiOperation/ApiOperation"
import { mdxComponents } from "./MdxComponents"
import type { MdxComponentName } from "../../lib/mdx-body"

/** API reference pages add the operation and webhook blocks rendered from openapi.yaml. */
export const apiMdxComponents = { ...mdxComponents, ApiOperation, ApiWebhook, ApiErrors }

// Every component an API page may use (src/lib/mdx-body.ts) is in the map.
apiMdxComponents satisfies Record<MdxComponentName<"api">, React.ElementType>
