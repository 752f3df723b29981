import { ApiOperation, ApiWebhook } from "../ApiOperation/ApiOperation"
import { mdxComponents } from "./MdxComponents"

/** API reference pages add the operation and webhook blocks rendered from openapi.yaml. */
export const apiMdxComponents = { ...mdxComponents, ApiOperation, ApiWebhook }
