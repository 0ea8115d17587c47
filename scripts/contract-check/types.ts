// Shared types of the screen contract check: its inputs (contract, routes, roles) and the problems it reports.
import type { OpenApiDocument } from '../../server/contract/loadContract';

/** One error found in a screen definition. */
export interface Problem {
  /** The definition file, relative to the screens folder (forward slashes), e.g. "Purchasing/Receiving.screen.json". */
  file: string;
  /** JSON pointer into the file, e.g. "/columns/3/field"; "" is the whole document. */
  pointer: string;
  /** What is wrong, in an analyst's words. */
  message: string;
  /** What would have been accepted, e.g. "one of: grid, pivot" or "a parameter of listPurchaseOrderLines". */
  expected?: string;
  /** The closest valid name, shown as "did you mean '…'?". */
  suggestion?: string;
  /** Where the fix goes when it is not in the definition (e.g. the contract part and the handler). */
  fix?: string;
  /** For a file that is not JSON: where it stops being JSON (from 1), printed as file:line:column. */
  line?: number;
  column?: number;
}

export interface RouteEntry {
  area: string;
  path: string;
  /** A route of the project's list (routes.local.json) rather than the SPEC list. */
  local?: boolean;
}
/** The SPEC list routes.json plus the project's routes.local.json beside it. */
export interface RouteCatalog {
  public: RouteEntry[];
  internal: RouteEntry[];
}
/** The shape of schemas/roles.json. */
export interface RoleCatalog {
  roles: Array<{ name: string; kind?: string; description?: string }>;
}

export interface CheckScreensInput {
  /** The folder holding <Area>/<Name>.screen.json files. */
  screensDir: string;
  /** The merged ERP contract (loadContract()). */
  contract: OpenApiDocument;
  routes: RouteCatalog;
  roles: RoleCatalog | string[];
  /** Where the custom components (<Name>.custom.tsx and <Name>.props.schema.json) are; defaults to screensDir. */
  componentsDir?: string;
  /** The screen schema; defaults to schemas/screen.schema.json of this repository. */
  screenSchema?: Record<string, unknown>;
  /** The folder the contract was loaded from (default schemas/), to name an operation's contract part in a fix. */
  schemasDir?: string;
  /** The server's handlers (default server/handlers/), to name an operation's handler file in a fix. */
  handlersDir?: string;
}

/** A definition file as read from disk. */
export interface ScreenFile {
  file: string;
  path: string;
  /** The parsed JSON, or undefined when the file is not valid JSON. */
  json: any;
}
