// generated — do not edit, run npm run generate
// source: schemas/screen.schema.json

/**
 * A Norstar portal screen definition (screens/<Area>/<Name>.screen.json): what the screen shows, where its data comes from and who may open it. The kind property picks the renderer.
 */
export type ScreenDefinition =
  GridScreen | PivotScreen | ChartScreen | FormScreen | DetailScreen | DashboardScreen | CustomScreen;
/**
 * A data table with search, filters, grouping, column chooser, Excel export and totals.
 */
export type GridScreen = ScreenBase &
  RowsScreenBase & {
    /**
     * The screen kind: grid.
     */
    kind: 'grid';
    /**
     * Shows the search box that filters rows on every visible column. Default true.
     */
    search?: boolean;
    /**
     * Shows a filter input under each column header. Default true.
     */
    filterRow?: boolean;
    /**
     * Lets the user group rows by columns. Default true.
     */
    grouping?: boolean;
    /**
     * Fields the rows are grouped by when the screen opens.
     */
    groupBy?: FieldName[];
    /**
     * Shows the column chooser. Default true.
     */
    columnChooser?: boolean;
    /**
     * Shows the Excel export button (DataGrid.xlsx). Default true.
     */
    export?: boolean;
    /**
     * Shows a row-number column. Default false.
     */
    rowNumbers?: boolean;
    /**
     * Remembers column order, widths, sorting and grouping per user. Default true.
     */
    stateSaving?: boolean;
    /**
     * The grid height as a CSS length, e.g. "70vh" (the default) or "500px".
     */
    height?: string;
    /**
     * Shows the totals row for columns with a summary. Default true.
     */
    summaries?: boolean;
    dataSource: NonNullable<RowsScreenBase['dataSource']>;
    columns: NonNullable<RowsScreenBase['columns']>;
    /**
     * What a user can do with one row: each action calls a contract operation with values bound from the row. A double-click (or Enter) on a row runs the first action that applies to it; the row menu lists them all. The rows are reloaded after a successful call.
     *
     * @minItems 1
     */
    rowActions?: RowAction[];
    /**
     * Buttons above the grid: actions on no row (e.g. "New employee", a form prefilled from an operation) or on the rows the user ticks ("selection": "many", e.g. moving the ticked employees to a work center). Each calls a contract operation; the rows are reloaded after a successful call.
     *
     * @minItems 1
     */
    toolbarActions?: GridAction[];
    /**
     * Forms the grid's actions open in a dialog ("form": "<name>" on a row or toolbar action), by name: the JSON Schema of the data, its uiSchema and the select options each field loads from an operation. The form's data is sent as the action's JSON body.
     */
    forms?: {
      [k: string]: ActionForm;
    };
    statusTabs?: StatusTabs;
  };
/**
 * Unique id of the screen in kebab-case, e.g. "production-fill-rate". Used for saved grid layouts and logs, so do not change it once published.
 */
export type ScreenId = string;
/**
 * Which renderer draws the screen: grid (a data table), pivot (a cross-tab with an optional chart), chart, form (data entry), detail (a record header plus tabs, used for drill-down dialogs), dashboard (cards, charts and small grids) or custom (a hand-written component).
 */
export type ScreenKind = 'grid' | 'pivot' | 'chart' | 'form' | 'detail' | 'dashboard' | 'custom';
/**
 * The portal path that opens this screen, exactly as listed in routes.json (case-sensitive), e.g. "/Internal/Production/FillRate". Route parameters are written ":name". Leave it out on drill-down detail definitions, which have drillFor instead.
 */
export type ScreenRoute = string;
/**
 * What kind of record a value identifies. On a column: double-clicking its cell opens that record's drill-down dialog (a configCode cell shows an eye icon that opens the VIN list). As drillFor: this definition IS the drill-down dialog for that type (it has no route), and {"from":"drill"} bindings receive the double-clicked value.
 */
export type DrillType =
  | 'item'
  | 'serial'
  | 'customerOrder'
  | 'customerOrderLine'
  | 'purchaseOrder'
  | 'customer'
  | 'invoice'
  | 'load'
  | 'vin'
  | 'configCode'
  | 'warrantyRegistration'
  | 'manualRequest'
  | 'testimonial'
  | 'plate'
  | 'machine'
  | 'employee';
/**
 * The menu area the screen belongs to; must equal the area routes.json gives its route.
 */
export type ScreenArea =
  | 'Public'
  | 'Dashboard'
  | 'Admin'
  | 'AR'
  | 'Accounting'
  | 'Production'
  | 'BOM'
  | 'Customer service'
  | 'Dealer portal'
  | 'Developers'
  | 'Financials'
  | 'Goals'
  | 'HR'
  | 'Inventory'
  | 'Purchasing'
  | 'Sales'
  | 'Scheduling'
  | 'Shipping'
  | 'SolidWorks'
  | 'QC'
  | 'IT and finance'
  | 'Executive'
  | 'SPIF'
  | 'StockDealers'
  | 'IMMEX';
/**
 * A role name from schemas/roles.json, e.g. "production" or "qc_paint_entry".
 */
export type RoleName = string;
/**
 * Who may open the screen: a user needs ANY one of these roles (super users hold all). An empty list means any signed-in user. The data source operation must accept the same roles.
 */
export type RoleList = RoleName[];
/**
 * Live shop-floor feed that refreshes the screen: global (every plant), shopfloor (work-center activity) or physical (physical inventory counts).
 */
export type RealtimeGroup = 'global' | 'shopfloor' | 'physical';
/**
 * The operationId of an operation in the ERP contract (schemas/erp-api.openapi.yaml and schemas/erp-api/*.yaml), e.g. "listPurchaseOrderLines".
 */
export type OperationId = string;
/**
 * Where a parameter's value comes from: {"from":"plant"}, {"from":"filter","filter":"dates","part":"from"}, {"from":"route","param":"orderNo"}, {"from":"drill"}, {"from":"record","field":"ARINVT_ID"} (detail tabs), {"from":"user"} or {"value": 42}.
 */
export type ParamBinding =
  PlantBinding | FilterBinding | RouteBinding | DrillBinding | RecordBinding | UserBinding | ValueBinding;
/**
 * The input shown in the filter bar: date (one day), dateRange (from and to days), month (a month picker), plant (a plant selector), select (a drop-down, see options), text or number.
 */
export type FilterType = 'date' | 'dateRange' | 'month' | 'plant' | 'select' | 'text' | 'number';
/**
 * The value the filter starts with: a relative period (today, currentWeek (Monday to Sunday), currentMonth, last30Days, last12Months, currentYear) or a literal value.
 */
export type FilterDefault =
  | ('today' | 'currentWeek' | 'currentMonth' | 'last30Days' | 'last12Months' | 'currentYear')
  | string
  | number
  | boolean;
/**
 * A field (property) name of the operation's response row, exactly as the contract spells it, e.g. "PromiseDate".
 */
export type FieldName = string;
/**
 * How values are shown and sorted: text, number (#,##0), decimal (#,##0.00), currency ($ with 2 decimals, followed by the amount's ISO code except for U.S. dollars in English; see currency), percent, date (MM/DD/YYYY), datetime (MM/DD/YYYY HH:mm), boolean (check mark), statusCode (a code shown as its name, see codes), stateProvince (a US state or Canadian province code shown as its name) image (a picture URL), plantDatetime (an instant as MM/DD/YYYY HH:mm on the clock of the row's plant, Plant or EplantId) or changes (a change entry's field changes as one line, "Price: 100 → 110; Password changed").
 */
export type ColumnType =
  | 'text'
  | 'number'
  | 'decimal'
  | 'currency'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'statusCode'
  | 'stateProvince'
  | 'image'
  | 'plantDatetime'
  | 'changes';
/**
 * Which code list a statusCode column uses: orderStatus (O Ordered, C Completed, F Filled, P Planned) or itemSource (M Manufactured, P Purchased, T Transferred) or historyAction (created, changed, removed, in the reader's language).
 */
export type StatusCodeSet = 'orderStatus' | 'itemSource' | 'historyAction';
/**
 * The total shown under the column (and in group rows): a summary type, or {"avg": {"weight": "Checks"}} for an average weighted by another field.
 */
export type ColumnSummary =
  | ('sum' | 'avg' | 'count' | 'min' | 'max')
  | {
      avg: {
        weight: FieldName;
      };
    };
/**
 * A field (property) name of the operation's response row, exactly as the contract spells it, e.g. "PromiseDate".
 */
export type FieldName1 = string;
/**
 * A field (property) name of the operation's response row, exactly as the contract spells it, e.g. "PromiseDate".
 */
export type FieldName2 = string;
/**
 * A field (property) name of the operation's response row, exactly as the contract spells it, e.g. "PromiseDate".
 */
export type FieldName3 = string;
/**
 * A field (property) name of the operation's response row, exactly as the contract spells it, e.g. "PromiseDate".
 */
export type FieldName4 = string;
/**
 * A cross-tab of the rows with an optional chart of the same aggregation.
 */
export type PivotScreen = ScreenBase &
  RowsScreenBase & {
    /**
     * The screen kind: pivot.
     */
    kind: 'pivot';
    /**
     * Fields shown as row headers when the pivot opens.
     */
    rows?: FieldName[];
    /**
     * Fields shown as column headers when the pivot opens.
     */
    cols?: FieldName[];
    /**
     * The values aggregated in the cells: field names, or {field, aggregator, caption} to show several values at once (one table per value, same rows and columns).
     *
     * @minItems 1
     */
    values: PivotValue[];
    aggregator?: Aggregator;
    chart?: PivotChart;
    dataSource: NonNullable<RowsScreenBase['dataSource']>;
  };
/**
 * A value the pivot shows: a field name (aggregated with the screen's aggregator) or a field with its own aggregator and caption. The first value is the interactive table; each further value gets its own table with the same rows and columns.
 */
export type PivotValue =
  | string
  | {
      field: FieldName;
      aggregator?: Aggregator;
      /**
       * The heading of this value's table. Default: the column's caption and the aggregator, e.g. "On Time % (Average)".
       */
      caption?: string;
    };
/**
 * How pivot values are combined in each cell.
 */
export type Aggregator = 'Sum' | 'Count' | 'Average' | 'Min' | 'Max';
/**
 * A chart of the rows.
 */
export type ChartScreen = ScreenBase &
  RowsScreenBase & {
    /**
     * The screen kind: chart.
     */
    kind: 'chart';
    type: ChartType;
    /**
     * The field on the horizontal axis (the slice name for a pie).
     */
    x: string;
    /**
     * The plotted fields.
     *
     * @minItems 1
     */
    series: Series[];
    /**
     * True stacks bars and areas on top of each other.
     */
    stacked?: boolean;
    /**
     * The chart height as a CSS length. Default "400px".
     */
    height?: string;
    dataSource: NonNullable<RowsScreenBase['dataSource']>;
  };
/**
 * The chart drawn: bar, line, area, pie, or composed (bars, lines and areas together; set each series' type).
 */
export type ChartType = 'bar' | 'line' | 'area' | 'pie' | 'composed';
/**
 * How one series is drawn inside a composed chart.
 */
export type SeriesType = 'bar' | 'line' | 'area';
/**
 * A data-entry form whose data is sent to an ERP operation.
 */
export type FormScreen = ScreenBase & {
  /**
   * The screen kind: form.
   */
  kind: 'form';
  /**
   * The JSON Schema of the form data (draft-07): fields, types, required fields and limits. The same rules the server validates.
   */
  schema: {
    [k: string]: unknown;
  };
  /**
   * react-jsonschema-form uiSchema: widgets, order, placeholders and help texts.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  load?: DataSource;
  submit: FormSubmit;
  /**
   * Clears the form after a successful save. Default false.
   */
  resetAfterSubmit?: boolean;
  /**
   * A plant-floor form: when the server cannot be reached, a save is kept in the device's outbox (with an idempotency key, sent in order when the server answers again) and the form clears as after a save. The submit operation should declare the Idempotency-Key header in the contract. Default false.
   */
  offline?: boolean;
  history?: RecordHistory;
};
/**
 * A record header plus tabs of related rows; drill-down dialogs are detail screens with drillFor.
 */
export type DetailScreen = ScreenBase & {
  /**
   * The screen kind: detail.
   */
  kind: 'detail';
  header: DetailHeader;
  /**
   * Tabs of related rows under the header.
   */
  tabs?: DetailTab[];
  history?: RecordHistory;
};
/**
 * Who may open the screen: a user needs ANY one of these roles (super users hold all). An empty list means any signed-in user. The data source operation must accept the same roles.
 */
export type RoleList1 = RoleName[];
/**
 * Cards of numbers, charts, small grids and progress lists.
 */
export type DashboardScreen = ScreenBase & {
  /**
   * The screen kind: dashboard.
   */
  kind: 'dashboard';
  dataSource?: DataSource;
  /**
   * The filter bar above the dashboard.
   */
  filters?: Filter[];
  /**
   * The dashboard's cards, laid out left to right in rows of twelve.
   *
   * @minItems 1
   */
  widgets: Widget[];
};
/**
 * What a dashboard widget shows: kpi (one big number), chart, grid (a small table), progressList (progress cards), legend (coloured labels) or plantFlag (the current plant's flag).
 */
export type WidgetType = 'kpi' | 'chart' | 'grid' | 'progressList' | 'legend' | 'plantFlag';
/**
 * A hand-written component (paint QC, user administration, scanner screens).
 */
export type CustomScreen = ScreenBase &
  RowsScreenBase & {
    /**
     * The screen kind: custom.
     */
    kind: 'custom';
    /**
     * The name of the hand-written component, the file name of screens/<Area>/<Name>.custom.tsx, e.g. "PaintQC". npm run check:screens refuses a name no such file has.
     */
    component: string;
    /**
     * Settings passed to the component, checked by npm run check:screens against the JSON Schema beside the component (<Name>.props.schema.json), including the operationIds ("x-operationId") and row fields ("x-rowField") it marks.
     */
    props?: {
      [k: string]: unknown;
    };
  };

/**
 * What every screen definition has, whatever its kind: identity, route or drill target, menu area, roles and description. Each kind adds its own properties to these; a property neither declares is an error (unevaluatedProperties).
 */
export interface ScreenBase {
  /**
   * Path of the screen schema, so editors complete and check this file: "../../schemas/screen.schema.json".
   */
  $schema?: string;
  id: ScreenId;
  kind: ScreenKind;
  /**
   * The screen title shown in the page header, menu and browser tab, in the user's words.
   */
  title: string;
  route?: ScreenRoute;
  sampleParams?: SampleParams;
  drillFor?: DrillType;
  area?: ScreenArea;
  roles: RoleList;
  /**
   * True only on public routes (no sign-in needed: "/", "/HR/JobAplication", "/Sales/OrderView/:orderNo").
   */
  public?: true;
  /**
   * Who opens this screen and what question it answers, for the analyst who maintains it.
   */
  description?: string;
  realtime?: RealtimeGroup;
}
/**
 * Route parameter values that exist in the demo data (e.g. {"coNum": "CO-100234"}), used to open this screen in Storybook, the screen catalogue and the browser tests. Required when the route has parameters such as :coNum.
 */
export interface SampleParams {
  [k: string]: string;
}
/**
 * The rows a grid, pivot, chart or custom screen shows: the data source, the filter bar that feeds it and the columns.
 */
export interface RowsScreenBase {
  dataSource?: DataSource;
  /**
   * The filter bar above the screen, left to right.
   */
  filters?: Filter[];
  /**
   * The columns, in display order: the response fields shown and how.
   *
   * @minItems 1
   */
  columns?: Column[];
  /**
   * The field that identifies a row (used to keep the selection and saved state).
   */
  rowKey?: string;
}
/**
 * The ERP operation that returns the screen's rows and how its parameters are filled.
 */
export interface DataSource {
  operationId: OperationId;
  params?: ParamBindings;
  /**
   * When the operation answers an object rather than an array: the name of its property that holds the rows, e.g. "rows".
   */
  rowsPath?: string;
  body?: ParamBindings1;
}
/**
 * The operation's parameters by name (as the contract declares them), each with the place its value comes from. Every required parameter must be bound.
 */
export interface ParamBindings {
  [k: string]: ParamBinding;
}
/**
 * Passes the current plant id (2 NORSTAR, 3 NORSTAR MX).
 */
export interface PlantBinding {
  /**
   * Bind to the current plant.
   */
  from: 'plant';
}
/**
 * Passes the value of a filter of this screen.
 */
export interface FilterBinding {
  /**
   * Bind to a filter value.
   */
  from: 'filter';
  /**
   * The id of a filter declared in this screen's filters.
   */
  filter: string;
  /**
   * For a dateRange filter: which end of the range to pass, from or to.
   */
  part?: 'from' | 'to';
}
/**
 * Passes a parameter of the screen's route, e.g. orderNo of /Sales/OrderView/:orderNo.
 */
export interface RouteBinding {
  /**
   * Bind to a route parameter.
   */
  from: 'route';
  /**
   * The route parameter name without the colon, as written in the route path.
   */
  param: string;
}
/**
 * In a drill-down detail definition: passes the value of the cell that was double-clicked.
 */
export interface DrillBinding {
  /**
   * Bind to the drilled value.
   */
  from: 'drill';
}
/**
 * In a detail screen's tab: passes a field of the record its header shows, e.g. {"from":"record","field":"ARINVT_ID"} when the tab's operation takes the item's id and the drill-down was opened by item number. The tab loads once the header has.
 */
export interface RecordBinding {
  /**
   * Bind to a field of the header's record.
   */
  from: 'record';
  /**
   * The field of the header's record.
   */
  field: string;
}
/**
 * Passes the signed-in user's Guid.
 */
export interface UserBinding {
  /**
   * Bind to the current user.
   */
  from: 'user';
}
/**
 * Passes a constant value.
 */
export interface ValueBinding {
  /**
   * The constant passed to the parameter.
   */
  value: string | number | boolean | null;
}
/**
 * The operation's parameters by name (as the contract declares them), each with the place its value comes from. Every required parameter must be bound.
 */
export interface ParamBindings1 {
  [k: string]: ParamBinding;
}
/**
 * One input of the filter bar above the screen; operations receive its value through a FilterBinding.
 */
export interface Filter {
  /**
   * The filter's id, referenced by bindings ("filter": "<id>"), e.g. "dates".
   */
  id: string;
  type: FilterType;
  /**
   * The label shown above the input, in the user's words.
   */
  label: string;
  /**
   * True when the screen cannot load without a value; the data is fetched only once it is filled.
   */
  required?: boolean;
  default?: FilterDefault;
  /**
   * For select filters: the choices, loaded from an operation or listed here.
   */
  options?: OptionsSource | StaticOption[];
  /**
   * Hint text shown in the empty input.
   */
  placeholder?: string;
}
/**
 * Loads a select filter's choices from an ERP operation.
 */
export interface OptionsSource {
  operationId: OperationId;
  /**
   * The field of each returned row used as the value.
   */
  valueField: string;
  /**
   * The field of each returned row shown to the user.
   */
  labelField: string;
  params?: ParamBindings;
  /**
   * When the operation answers an object: the property that holds the rows.
   */
  rowsPath?: string;
}
/**
 * One fixed choice of a select filter.
 */
export interface StaticOption {
  /**
   * The value passed to the operation when chosen.
   */
  value: string | number | boolean;
  /**
   * The text the user sees.
   */
  label: string;
}
/**
 * One column of a grid (or one field of a detail header): which response field it shows and how.
 */
export interface Column {
  field: FieldName;
  /**
   * The column header the user sees, e.g. "Promise Date".
   */
  caption: string;
  type?: ColumnType;
  codes?: StatusCodeSet;
  /**
   * Number format overriding the type's default, e.g. "#,##0.00" or "0%".
   */
  format?: string;
  /**
   * A currency column's ISO 4217 code when all its amounts share one that is not the book currency of the plant the screen reads (e.g. "USD" for standard costs or dollar-converted sales of NORSTAR MX). Left out, each amount is in its row's Currency field, else in the book currency of its row's EplantId, else of the plant the data source reads (USD for plant 2, MXN for plant 3); npm run check:screens asks for it where none applies. Shown as $1,234.50 for USD in English, otherwise with the code ($1,234.50 MXN).
   */
  currency?: string;
  /**
   * The row field holding each amount's ISO 4217 currency code, when it is not named Currency (a row's Currency field is read without this). Wins over currency.
   */
  currencyField?: string;
  /**
   * Column width in pixels.
   */
  width?: number;
  /**
   * False hides the column until the user shows it with the column chooser. Default true.
   */
  visible?: boolean;
  summary?: ColumnSummary;
  drill?: DrillType;
  /**
   * The field whose value is passed to the drill-down when it is not this column's own value (e.g. show CustomerName, drill by CustomerNo).
   */
  drillField?: string;
}
/**
 * One action on a row, e.g. {"label":"Approve","operationId":"approveClaim","bind":{"id":"Id"},"confirm":"Approve this claim?","success":"Approved"}.
 */
export interface RowAction {
  /**
   * The button and menu text, e.g. "Approve".
   */
  label: string;
  operationId: OperationId;
  /**
   * The operation's parameters and body properties by name, each filled from a field of the row ("Id") or from a binding ({"from":"plant"}, {"value":true}). A name that is a path or query parameter of the operation is sent as one; any other name goes into the JSON body.
   */
  bind?: {
    [k: string]: FieldName | ParamBinding;
  };
  /**
   * Values the user enters in the action's dialog before the call, sent as body properties.
   *
   * @minItems 1
   */
  fields?: RowActionField[];
  /**
   * The name of a form in the grid's "forms" the dialog shows instead of "fields"; its data is the call's JSON body (with the bound values). Prefilled by "load", otherwise from the row.
   */
  form?: string;
  load?: ActionLoad;
  /**
   * A question the user confirms before the call, e.g. "Approve this claim?".
   */
  confirm?: string;
  /**
   * The notice shown after the call succeeded; {Field} is replaced by the row's value, e.g. "Request {RequestNo} is shipped".
   */
  success?: string;
  /**
   * What the dialog title names after the label, from the row: e.g. "{VIN}" gives "Send MCO — 5NRG…".
   */
  heading?: string;
  /**
   * Row fields shown (read only) in the action's dialog, so the user sees what they act on.
   *
   * @minItems 1
   */
  details?: FieldName[];
  /**
   * The dialog's confirm button; the label by default.
   */
  submitLabel?: string;
  when?: RowCondition;
  /**
   * "file": the operation answers a file (a PDF), shown in the File View instead of changing anything.
   */
  opens?: 'file';
  fileNameField?: FieldName2;
  history?: RecordHistory;
}
/**
 * One input of a row action's dialog.
 */
export interface RowActionField {
  /**
   * The body property the value is sent as.
   */
  name: string;
  /**
   * The input's label.
   */
  label: string;
  /**
   * text (the default), number, or select (with options).
   */
  type?: 'text' | 'number' | 'select';
  /**
   * The choices of a select: values sent as written (["Running","Idle"]), values with the text the user reads ([{"value":"Down","label":"Down"}], translated like any label), or rows of an operation ({"operationId":"listWorkCenterOptions","valueField":"Id","labelField":"Name"}; a number value is sent as a number).
   */
  options?: string[] | StaticOption[] | OptionsSource;
  /**
   * The longest text a text input takes (40 by default); give the contract's limit, e.g. 200 for a reason.
   */
  maxLength?: number;
  fromRow?: FieldName1;
  /**
   * True when the input may stay empty; inputs are required by default.
   */
  optional?: boolean;
}
/**
 * The operation whose answer (one record) prefills an action's form when its dialog opens, e.g. {"operationId":"getEmployee","bind":{"id":"Id"}}.
 */
export interface ActionLoad {
  operationId: OperationId;
  /**
   * The operation's parameters by name, each from a field of the row (row actions) or from a binding ({"from":"plant"}).
   */
  bind?: {
    [k: string]: FieldName | ParamBinding;
  };
}
/**
 * The rows an action applies to: those whose field equals the value, e.g. {"field":"Published","equals":false}.
 */
export interface RowCondition {
  field: FieldName;
  /**
   * The value the field must have.
   */
  equals: string | number | boolean | null;
}
/**
 * The record's change history (who changed what, when, old → new), shown in a History tab or panel of the place that opens the record. entity names the record kind as the ERP's history names it (the database table in kebab-case, e.g. "machines", "items", "departments"); key is the field of the record (or row) holding its key, e.g. {"entity":"machines","key":"Id"}. On a form that edits a list of records (a catalogue), rows names the list property and labelField the row field shown in the row picker, e.g. {"entity":"departments","key":"Id","rows":"Departments","labelField":"Name"}.
 */
export interface RecordHistory {
  /**
   * The history entity: the table name in kebab-case, e.g. "employees".
   */
  entity: string;
  /**
   * Where the record's key comes from: the field of the record (or of each row) holding it, e.g. "Id" or "ARINVT_ID"; or, for a form whose record has no key field, a route parameter ({"from":"route","param":"id"}), the current plant for a plant's settings ({"from":"plant"}) or a constant ({"value":1}).
   */
  key: FieldName | RouteBinding | PlantBinding | ValueBinding;
  rows?: FieldName3;
  labelField?: FieldName4;
}
/**
 * A button above the grid, e.g. {"label":"Move to work center","operationId":"editEmployeesWorkCenter","selection":"many","bind":{"EmployeeIds":{"from":"selection","field":"Id"}},"fields":[…]}.
 */
export interface GridAction {
  /**
   * The button's text and the dialog's title.
   */
  label: string;
  operationId: OperationId;
  /**
   * "many": the grid shows a tick box on each row, and the button is enabled while at least one row is ticked; {"from":"selection","field":…} bindings send the ticked rows' values as a list.
   */
  selection?: 'many';
  /**
   * The operation's parameters and body properties by name, each from a binding ({"from":"plant"}, {"value":true}) or, with selection, from the ticked rows ({"from":"selection","field":"Id"}). A name that is a path or query parameter is sent as one; any other goes into the JSON body.
   */
  bind?: {
    [k: string]: ParamBinding | SelectionBinding;
  };
  /**
   * Values the user enters in the action's dialog before the call, sent as body properties.
   *
   * @minItems 1
   */
  fields?: RowActionField[];
  /**
   * The name of a form in the grid's "forms" the dialog shows instead of "fields"; its data is the call's JSON body.
   */
  form?: string;
  load?: ActionLoad;
  /**
   * A question the user confirms before the call; {count} is the number of ticked rows.
   */
  confirm?: string;
  /**
   * The notice shown after the call succeeded; {count} is the number of ticked rows.
   */
  success?: string;
  /**
   * The dialog's confirm button; the label by default.
   */
  submitLabel?: string;
}
/**
 * In a toolbar action with "selection": "many": the list of a field's values of the ticked rows.
 */
export interface SelectionBinding {
  /**
   * Bind to the ticked rows.
   */
  from: 'selection';
  field: FieldName;
}
/**
 * A form a grid action opens in a dialog: the same JSON Schema and uiSchema as a form screen, plus select options loaded from operations.
 */
export interface ActionForm {
  /**
   * The dialog's title when the action's label is not enough.
   */
  title?: string;
  /**
   * The JSON Schema of the form data (draft-07): fields, types, required fields and limits.
   */
  schema: {
    [k: string]: unknown;
  };
  /**
   * react-jsonschema-form uiSchema: widgets, order, placeholders and help texts.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  /**
   * Fields shown as a select whose choices come from an ERP operation, by field name (e.g. {"ShiftId": {"operationId":"listShifts","valueField":"Id","labelField":"Name","params":{"ePlantId":{"from":"plant"}}}}). An empty choice clears a field that may be null.
   */
  options?: {
    [k: string]: OptionsSource;
  };
}
/**
 * Tabs above the grid that pick a status: the chosen tab's value is read like a filter ({"from":"filter","filter":"<id>"}); the first tab is chosen when the screen opens.
 */
export interface StatusTabs {
  /**
   * The name bindings use, like a filter id.
   */
  id: string;
  /**
   * What the tabs choose, for screen readers; "Show" by default.
   */
  label?: string;
  /**
   * The tabs, left to right.
   *
   * @minItems 2
   */
  tabs: StatusTab[];
}
/**
 * One status tab: its text and the value it binds (no value: the binding is left unset, e.g. "All").
 */
export interface StatusTab {
  label: string;
  value?: string | number | boolean;
}
/**
 * A chart of the same aggregation shown under the pivot.
 */
export interface PivotChart {
  /**
   * The chart drawn.
   */
  type: 'bar' | 'line' | 'area' | 'pie';
}
/**
 * One plotted series of a chart.
 */
export interface Series {
  field: FieldName;
  /**
   * The series name in the legend and tooltip.
   */
  caption: string;
  type?: SeriesType;
  /**
   * A CSS colour for the series, e.g. "#1c7ed6".
   */
  color?: string;
}
/**
 * The operation the form's data is sent to (as the JSON body).
 */
export interface FormSubmit {
  operationId: OperationId;
  params?: ParamBindings;
  /**
   * The notice shown after a successful save, exactly as the spec words it.
   */
  successMessage?: string;
  /**
   * The submit button's text. Default "Save".
   */
  label?: string;
  /**
   * Shows the bot check (ALTCHA, as on the login) above the submit button and sends its payload as Captcha. For public forms whose operation verifies it.
   */
  botCheck?: boolean;
  /**
   * A long write whose interruption would lose work (e.g. a bulk price update): the full-screen loading overlay shows while the operation runs, and reload, close and in-app navigation are refused until it answers. Default false.
   */
  blocking?: boolean;
}
/**
 * The record header of a detail screen: one record, shown as labelled fields.
 */
export interface DetailHeader {
  dataSource: DataSource;
  /**
   * The record's fields shown in the header.
   *
   * @minItems 1
   */
  fields: Column[];
  /**
   * The field whose value is shown as the dialog title next to the screen title.
   */
  titleField?: string;
}
/**
 * One tab of a detail screen: a grid of related rows.
 */
export interface DetailTab {
  /**
   * The tab's title.
   */
  title: string;
  dataSource: DataSource;
  /**
   * The tab grid's columns.
   *
   * @minItems 1
   */
  columns: Column[];
  /**
   * The field that identifies a row of this tab.
   */
  rowKey?: string;
  roles?: RoleList1;
  /**
   * How the tab shows its rows: "grid" (default), or "purchaseOrderLines" — purchase order lines with their releases nested under each line and late releases flagged (rows must carry POReleases).
   */
  view?: 'grid' | 'purchaseOrderLines';
}
/**
 * One card of a dashboard.
 */
export interface Widget {
  /**
   * The widget's id, unique within the dashboard (kebab-case).
   */
  id: string;
  /**
   * The card's title.
   */
  title: string;
  /**
   * The card's width in twelfths of the row (1-12). Default 4.
   */
  span?: number;
  widget: WidgetType;
  dataSource?: DataSource;
  /**
   * For kpi: the field shown as the big number (from the first row, or the object answered).
   */
  field?: string;
  type?: ColumnType;
  /**
   * Number format of the value, e.g. "#,##0".
   */
  format?: string;
  /**
   * For a currency KPI: the ISO 4217 code of its amount when it is not the book currency of the plant the widget reads (e.g. "USD" for dollar amounts of NORSTAR MX). Default: the row's Currency, else the plant's book currency.
   */
  currency?: string;
  /**
   * For grid widgets: the columns.
   *
   * @minItems 1
   */
  columns?: Column[];
  chart?: ChartSpec;
  /**
   * For progressList and legend widgets: the entries.
   *
   * @minItems 1
   */
  items?: WidgetItem[];
}
/**
 * A chart drawn from the rows: the x-axis field and the plotted series.
 */
export interface ChartSpec {
  type: ChartType;
  /**
   * The field on the horizontal axis (the slice name for a pie).
   */
  x: string;
  /**
   * The plotted fields.
   *
   * @minItems 1
   */
  series: Series[];
  /**
   * True stacks bars and areas on top of each other.
   */
  stacked?: boolean;
}
/**
 * One entry of a progressList or legend widget.
 */
export interface WidgetItem {
  /**
   * The entry's label.
   */
  label: string;
  /**
   * The field holding the entry's value.
   */
  field?: string;
  /**
   * For progressList: the field holding the goal the value is measured against.
   */
  targetField?: string;
  /**
   * A CSS colour for the entry.
   */
  color?: string;
}

/**
 * The total shown under the column (and in group rows): sum, avg (the plain mean of the rows, labelled "Row avg"), count, min or max.
 */
export type SummaryType = 'sum' | 'avg' | 'count' | 'min' | 'max';
