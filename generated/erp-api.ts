// generated — do not edit, run npm run generate
// source: schemas/erp-api.openapi.yaml + schemas/erp-api/*.yaml

export interface paths {
  '/warranties/cases/submitted/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Warranty cases of a plant waiting for a decision (Submitted or In Review), oldest first. */
    get: operations['listSubmittedWarrantyCases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/warranties/registrations/{id}/details/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A warranty registration (the unit's owner and dealer) with its cases. */
    get: operations['getWarrantyRegistration'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/testimonials/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Testimonials matching a filter (every field optional), newest registration first. */
    post: operations['filterTestimonials'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/testimonials/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One testimonial. */
    get: operations['getTestimonial'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/testimonials/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a customer's testimonial about their unit. */
    post: operations['createTestimonial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Testimonials/Detail/{vinId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest testimonial given for a VIN (the testimonial detail dialog). */
    get: operations['getTestimonialByVin'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/manualrequest/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Owner's manual requests matching a filter (every field optional), newest first. */
    post: operations['filterManualRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/manualrequest/{id}/details/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One manual request. */
    get: operations['getManualRequest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/manualrequest/set_trackingnumber/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the shipment tracking number of a manual request; the request becomes Shipped. */
    post: operations['setManualRequestTrackingNumber'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/documents/paintqc/{workorderNumber}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The paint QC inspection report of a unit (PDF) from its latest saved readings. */
    get: operations['getPaintQcReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/attendance/details/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Attendance days of a plant between two dates, optionally for one employee, foreman or status. */
    get: operations['listAttendanceDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/hr/employee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Active employees of a plant (SPEC §3 Employee), optionally only the foremen.
     * @description The employee catalog behind the portal's pickers (catalog store, foreman and operator selects), so any signed-in user may read it (x-roles empty).
     */
    get: operations['listEmployees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employees/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One employee with foreman, shift, department, position, work center and wage. */
    get: operations['getEmployee'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employees/empty/{plant}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A new-employee form for a plant, prefilled with the next employee number and today's hire date. */
    get: operations['getEmptyEmployee'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employees/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create (Id null) or update an employee. */
    post: operations['saveEmployee'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employees/edit_workcenter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move employees to a work center (of their own plant). */
    post: operations['editEmployeesWorkCenter'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employee_positions/select_options/{plant}/{departmentId}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Job positions of a plant as options, for one department (0 = every department). */
    get: operations['listPositionOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employee_departments/select_options/{plant}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Departments of a plant as options. */
    get: operations['listDepartmentOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/hr/Shifts/shift/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shifts of a plant. */
    get: operations['listShifts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/foremans/select_options/{plant}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active foremen of a plant as options. */
    get: operations['listForemanOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/microsip/paymentfrequencies/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Microsip payment frequencies (Semanal, Catorcenal, Quincenal). */
    get: operations['listPaymentFrequencyOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/microsip/tablasAntiguedades/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Microsip seniority tables ("tablas de antigüedades") that set vacation days and premiums. */
    get: operations['listSeniorityTableOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/microsip/employeeregistrationnumbers/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** IMSS employer registration numbers ("registros patronales") of the MX plant. */
    get: operations['listEmployerRegistrationOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/microsip/paymentgroups/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Microsip payment groups (which payroll run an employee is paid in). */
    get: operations['listPaymentGroupOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payroll/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payroll lines of one employee, newest period first. */
    get: operations['listEmployeePayroll'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bonuslevels/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bonus levels (of every active bonus type) as options, optionally for one plant. */
    get: operations['listBonusLevelOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bonus_structure/foreman_dashboard/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per foreman in a plant and date range, crew attendance and output, the score and the bonus level it earns. */
    get: operations['getForemanBonusDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/physicalinventory/finishgoods/scan/{plant}/{value}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Record one scan of a finish-goods tag or VIN in the plant's current physical inventory.
     * @description A GET because the scanner client issues it as one; it writes a scan row and pushes it to the 'physical' realtime group. A value that matches no tag is still recorded (Matched false) so the unit can be found.
     */
    get: operations['scanFinishGood'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/inventory/physicalinventory/finishgoods/currentcounts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every tag of a plant's physical inventory (the latest, or the count date given) with its scans. */
    get: operations['listFinishGoodsCounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/inventory/cyclecount/getmanagers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cycle count managers of a plant. */
    get: operations['listCycleCountManagers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/inventory/cyclecount/getcounters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counters reporting to a cycle count manager. */
    get: operations['listCycleCountCounters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/inventory/on-hand': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** On-hand of a plant per item and location, valued at standard cost. */
    get: operations['listInventoryOnHand'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/it/assets/Device/GetEmployee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** IT assets of a plant with the employee each one is assigned to. */
    get: operations['listAssetDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/QC/PaintQC/tracking/trailer/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the paint readings of a trailer (replaces earlier readings of the same work order). */
    post: operations['addPaintQcTrailer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/QC/PaintQC/tracking/bed/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save the paint readings of a truck bed (replaces earlier readings of the same work order). */
    post: operations['addPaintQcBed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/QC/PaintQC/paintqclookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find a unit by VIN or work order in a plant, with its saved readings and Type trailer or bed.
     * @description Opens the paint QC dialog. Type follows the product family of the part number (truck beds are 'bed', every other family 'trailer'). Readings are null until saved.
     */
    get: operations['lookupPaintQc'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/qc/paint-checks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paint QC checks saved in a plant between two dates, one row per unit with its readings. */
    get: operations['listPaintQcChecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parts/iqms/arinvt/{id}/bill_ofmaterial/{levels}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bill of material of an item, flattened to rows with their level; [] when the item has none.
     * @description SPEC §8 — the bill of material answers an empty list rather than an error when it cannot be built.
     */
    get: operations['getBillOfMaterial'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parts/iqms/arinvt/filter/{plant}/{search}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items of a plant whose item number or description contains the text (first 50 by item number). */
    get: operations['searchItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parts/iqms/arinvt/filter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items of a plant matching the filter form (each filter optional, combined with AND). */
    get: operations['filterItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/parts/iqms/arinvt/{id}/process_list/{qty}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The standard routing of a finished item's product family with hours for a quantity. */
    get: operations['getItemProcessList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/iqms/costing/arinvt/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rolled-up cost of an item (material from its BOM, labor from its routing) against its standard cost and price. */
    get: operations['getItemCosting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/costing/bomdetails/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Costed BOM rows of a part number in a plant (every level, extended cost per unit). */
    get: operations['getCostingBomDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/iqms/costing/configCode/options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Config codes built in a plant (optionally for one part number or containing a text), most built first. */
    get: operations['listConfigCodeOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items of a plant with on-hand, optionally with their on-hand per location. */
    get: operations['listItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/machines/list/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Machines of a plant (all plants when plant is omitted). */
    get: operations['listMachines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/machines/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One machine. */
    get: operations['getMachine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/machines/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a machine (Id in the body). */
    put: operations['updateMachine'];
    /** Add a machine to a work center. */
    post: operations['createMachine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ns/workcenter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work centers of a plant. */
    get: operations['listWorkCenters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workcenter/workcenters/{ids}/processlist/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open operations queued at one or more work centers. */
    get: operations['listWorkCenterProcesses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/workcenter/select_options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work centers as select options, optionally filtered by plant, resource group and text. */
    get: operations['listWorkCenterOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process_reporting/nestjobs/finish/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report parts of a Sigmanest nest job finished; a fully finished nest issues its plates from inventory. */
    post: operations['finishNestJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process_reporting/nestjobs/reject/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a Sigmanest nest job (parts scrapped or program refused), with the reason. */
    post: operations['rejectNestJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/process_reporting/arinvt/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A plate item (ARINVT) with its on-hand and the released nest jobs that cut it. */
    get: operations['getProcessReportingItem'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/labor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Labor hours and cost per work center, employee and week, with units finished there that week. */
    get: operations['listWorkCenterLabor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/production/finish-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units finished in a plant between two dates. */
    get: operations['listFinishLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/iqms/purchasing/GetPO': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One purchase order with its details and releases; LeftToRecv is computed from releases and receipts. */
    get: operations['getPurchaseOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reports/purchasing/po-lines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** PO lines of a plant ordered between two dates, with quantity left and the late flag of SPEC §4. */
    get: operations['listPurchaseOrderLines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/User/Authenticate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with username, password and the solved bot check; answers the token and the session user.
     * @description The bot check (ALTCHA payload in Captcha) is verified before any password hashing. A wrong password and an unknown user get the same answer. Attempts are limited per IP and username per minute.
     */
    post: operations['authenticate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/captcha/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A fresh ALTCHA proof-of-work challenge for the login form's bot check. */
    get: operations['getCaptchaChallenge'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/GetUserByToken/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user with the routes they may open, their roles, the plants and the system settings. */
    get: operations['getUserByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/authenticateasuser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in as another user; the new session records who acted as whom on every later request.
     * @description A user who is not a super user can never become a super user this way (403).
     */
    post: operations['authenticateAsUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/block_token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Blocks every live token of a user; their next request answers 401. */
    post: operations['blockToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records one request the portal made (SPEC §7 request log); password, token and secret values are masked. */
    post: operations['writeRequestLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/routes/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Records that the signed-in user opened a page (the Portal Usage tab of the user dialog). */
    post: operations['logRouteVisit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The frontend version the server expects and whether the portal is in maintenance. */
    get: operations['getSystemSettings'];
    /** Change the expected frontend version or switch maintenance on or off. */
    put: operations['updateSystemSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users of a plant, optionally only the active ones. */
    get: operations['listUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a user ('User Created!'); a new user is active, not suspended, not super user, not a database user. */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/{guid}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's Guid. */
        guid: string;
      };
      cookie?: never;
    };
    /** One user. */
    get: operations['getUser'];
    /** Update a user ('User Updated!'); a Password in the body changes it; IsSuspended suspends at once. */
    put: operations['updateUser'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/dba_user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create (IsDbaUser true) or drop (false) the user's PostgreSQL login role, named after the username. */
    post: operations['setDbaUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/login_logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user's login attempts between two dates (Login History tab). */
    get: operations['listLoginLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/route_logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pages a user opened between two dates (Portal Usage tab). */
    get: operations['listRouteLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/SelectStore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active users whose roles can be copied, as options (name and Guid). */
    get: operations['listUsersToCopy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/routes/GetAllRoutesByUser': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The checkable role tree (areas, routes, action roles) with hasRole ticked where the user holds it. */
    get: operations['getRoleTreeByUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/roles/UpdateUserRoles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace a user's ticked nodes ('Role assigned to User'); roles follow from the ticked nodes. */
    post: operations['updateUserRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** User groups of a plant. */
    get: operations['listUserGroups'];
    put?: never;
    /** Create a user group of a plant (Admin/Users/Groups); names are unique per plant regardless of case. */
    post: operations['createUserGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/group/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's Id. */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    /** Rename a user group; the plant stays. */
    put: operations['renameUserGroup'];
    post?: never;
    /** Delete a user group; its members leave it, the users stay. */
    delete: operations['deleteUserGroup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/group/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users in a group, by last and first name. */
    get: operations['listGroupMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/GetGroups/{guid}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The groups a user belongs to. */
    get: operations['getUserGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/insertusers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put a user in a group ('Group has been Asigned to user'). */
    post: operations['addUserToGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/usergroups/DeleteUsers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Take a user out of a group ('Group has been removed from user!'). */
    post: operations['removeUserFromGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logs/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The portal's request log between two dates (Admin/Users/APILogs), optionally of one user; secrets arrive masked. */
    get: operations['listRequestLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/plants/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plants (2 NORSTAR U.S., 3 NORSTAR MX). */
    get: operations['listPlants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Every error answer. No stack trace ever leaves the server. */
    Error: {
      /** @description HTTP status code. */
      statusCode: number;
      /** @description HTTP reason phrase, e.g. Bad Request. */
      error: string;
      /** @description Human-readable message */
      message: string;
    };
    FieldError: {
      /** @description Name of the offending field (body property or parameter). */
      field: string;
      /** @description What is wrong with it */
      message: string;
    };
    ValidationError: components['schemas']['Error'] & {
      fieldErrors: components['schemas']['FieldError'][];
    };
    OkResult: {
      ok: boolean;
      message?: string;
    };
    WarrantyCase: {
      Id: number;
      CaseNo: string;
      VIN: string;
      Dealer: string | null;
      /** Format: date */
      OpenedDate: string;
      Category: string;
      Description: string;
      /** @enum {string} */
      Status: 'Submitted' | 'In Review' | 'Approved' | 'Denied' | 'Closed';
      ClaimAmount: number;
      ApprovedAmount: number | null;
      /** Format: date */
      ClosedDate?: string | null;
      SubmittedBy: string;
      RegistrationId: number | null;
      EplantId: number;
    };
    WarrantyRegistration: {
      Id: number;
      VIN: string;
      PartNo: string | null;
      ConfigCode?: string | null;
      Dealer: string | null;
      FirstName: string;
      LastName: string;
      Email: string | null;
      Phone: string | null;
      Address: string;
      City: string;
      State: string;
      Zip: string;
      /** Format: date */
      PurchaseDate: string;
      /** Format: date */
      RegistrationDate: string;
      Cases: components['schemas']['WarrantyCase'][];
    };
    TestimonialFilter: {
      plant?: number | null;
      /**
       * Format: date
       * @description First registration date.
       */
      from?: string | null;
      /**
       * Format: date
       * @description Last registration date.
       */
      to?: string | null;
      VIN?: string | null;
      /** @description Dealer name contains. */
      Dealername?: string | null;
      Published?: boolean | null;
    };
    /** @description SPEC §3 Testimonial fields plus the customer's words. */
    TestimonialInput: {
      VIN: string;
      Dealername: string;
      Address: string;
      Zip: string;
      City: string;
      State: string;
      /** Format: date */
      RegistrationDate: string;
      /** Format: date */
      Purchasedate: string;
      FirstName: string;
      LastName: string;
      /** Format: email */
      email?: string | null;
      Phone?: string | null;
      Rating: number;
      Comment: string;
      /** @default false */
      Published: boolean;
      EplantId: number;
    };
    Testimonial: {
      ID: number;
      VIN: string;
      Dealername: string;
      Address: string;
      Zip: string;
      City: string;
      State: string;
      /** Format: date */
      RegistrationDate: string;
      /** Format: date */
      Purchasedate: string;
      FirstName: string;
      LastName: string;
      email: string | null;
      Phone: string | null;
      Rating: number;
      Comment: string;
      Published: boolean;
      EplantId: number;
    };
    ManualRequestFilter: {
      plant?: number | null;
      /** Format: date */
      from?: string | null;
      /** Format: date */
      to?: string | null;
      /** @enum {string|null} */
      Status?: 'Requested' | 'Shipped' | null;
      VIN?: string | null;
    };
    ManualRequest: {
      Id: number;
      RequestNo: string;
      VIN: string | null;
      PartNo: string | null;
      ManualType: string;
      FirstName: string;
      LastName: string;
      Email: string | null;
      Phone: string | null;
      Address: string;
      City: string;
      State: string;
      Zip: string;
      /** @enum {string} */
      Country: 'US' | 'CA' | 'MX';
      /** Format: date */
      RequestDate: string;
      /** @enum {string} */
      Status: 'Requested' | 'Shipped';
      TrackingNumber: string | null;
      /** Format: date */
      ShippedDate: string | null;
      EplantId: number;
    };
    /** @description SPEC §3 Employee. */
    Employee: {
      Id: number;
      /** @description "Lastname, Firstname". */
      Name: string;
      Picture: string | null;
      Foreman: string | null;
      Shift: string | null;
      EmployeeNumber: string;
      ForemanId?: number | null;
      IsForeman?: boolean;
      Department?: string | null;
      WorkCenter?: string | null;
    };
    HrOption: {
      Id: number | string;
      Name: string;
    };
    UpdateCountResult: {
      ok: boolean;
      message: string;
      Updated: number;
    };
    AttendanceDetail: {
      Id: number;
      EmployeeId: number;
      EmployeeNumber: string;
      Employee: string;
      Foreman: string | null;
      Shift: string | null;
      Department: string | null;
      /** Format: date */
      WorkDate: string;
      /** Format: date-time */
      ClockIn: string | null;
      /** Format: date-time */
      ClockOut: string | null;
      HoursWorked: number;
      OvertimeHours: number;
      /** @enum {string} */
      Status: 'Present' | 'Late' | 'Absent' | 'Excused';
      Incident: string | null;
      Approved: boolean;
    };
    /** @description Editable employee fields. */
    EmployeeFields: {
      EmployeeNumber?: string;
      FirstName?: string;
      LastName?: string;
      /** @description Photo URL. */
      Picture?: string | null;
      IsForeman?: boolean;
      ForemanId?: number | null;
      ShiftId?: number | null;
      DepartmentId?: number | null;
      PositionId?: number | null;
      WorkCenterId?: number | null;
      WageTypeId?: number | null;
      WageCodeId?: number | null;
      /** Format: date */
      HireDate?: string;
      /** Format: date */
      TerminationDate?: string | null;
      Active?: boolean;
      Email?: string | null;
      Phone?: string | null;
      EplantId?: number;
    };
    EmployeeInput: components['schemas']['EmployeeFields'] & {
      /** @description Null creates a new employee. */
      Id: number | null;
      EmployeeNumber: unknown;
      FirstName: unknown;
      LastName: unknown;
    };
    /** @description SPEC §3 Employee (Id, Name, Picture, Foreman, Shift, EmployeeNumber) with the editable fields. */
    EmployeeDetail: components['schemas']['EmployeeFields'] & {
      /** @description Null on the blank new-employee form. */
      Id: number | null;
      /** @description "Lastname, Firstname". */
      Name: string;
      Foreman: string | null;
      Shift: string | null;
      Department?: string | null;
      Position?: string | null;
      WorkCenter?: string | null;
      WageType?: string | null;
      WageCode?: string | null;
    };
    Shift: {
      Id: number;
      Code: string;
      Name: string;
      /** @description HH:mm */
      StartTime: string;
      EndTime: string;
      EplantId: number;
    };
    PayrollLine: {
      Id: number;
      /** Format: date */
      PeriodStart: string;
      /** Format: date */
      PeriodEnd: string;
      /** Format: date */
      PayDate: string;
      /** @enum {string} */
      Frequency: 'weekly' | 'biweekly' | 'semimonthly';
      /** @description REG */
      EarningCode: string;
      Hours: number;
      Rate: number;
      Amount: number;
      /** @enum {string} */
      Currency: 'USD' | 'MXN';
    };
    BonusLevelOption: {
      Id: number;
      Name: string;
      BonusType: string;
      Level: number;
      MinScore: number;
      Amount: number;
      /** @enum {string} */
      Currency: 'USD' | 'MXN';
      EplantId: number;
    };
    ForemanBonusRow: {
      ForemanId: number;
      Foreman: string;
      Shift: string | null;
      /** @description Active employees reporting to the foreman. */
      Employees: number;
      /** @description Days present or late over scheduled days */
      AttendancePct: number;
      UnitsFinished: number;
      ScrapCost: number;
      /** @description Attendance percentage less one point per 100 of scrap cost */
      Score: number;
      /** @description Highest level whose minimum score is met. */
      BonusLevel: string | null;
      BonusAmount: number;
      /** @enum {string|null} */
      Currency: 'USD' | 'MXN' | null;
    };
    FinishGoodScanResult: {
      ok: boolean;
      message: string;
      ScanId: number;
      /** @description The value matched a tag of the current count. */
      Matched: boolean;
      /** @description The tag had been scanned before this scan. */
      AlreadyScanned: boolean;
      /** @description Scans of this tag (or value) including this one. */
      ScanCount: number;
      TagNo: string | null;
      VIN: string | null;
      ItemNo: string | null;
      Descrip: string | null;
      Location: string | null;
      /** Format: date */
      CountDate: string | null;
    };
    FinishGoodCountRow: {
      TagId: number;
      TagNo: string;
      /** Format: date */
      CountDate: string;
      VIN: string | null;
      ItemNo: string;
      Descrip: string;
      Location: string;
      ExpectedQty: number;
      CountedQty: number;
      Scans: number;
      /** Format: date-time */
      LastScanAt: string | null;
      /** @enum {string} */
      Status: 'Counted' | 'Short' | 'Over' | 'NotCounted';
    };
    /** @description SPEC §3 Manager. */
    CycleCountManager: {
      id: number;
      Name: string;
    };
    /** @description SPEC §3 Counter (Guid is the counter's portal user, null when the counter has no login). */
    CycleCountCounter: {
      id: number;
      CounterName: string;
      /** Format: uuid */
      Guid: string | null;
    };
    InventoryOnHandRow: {
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Class: string;
      /**
       * @description M Manufactured
       * @enum {string}
       */
      Source: 'M' | 'P' | 'T';
      Location: string;
      Warehouse?: string;
      LotNo?: string | null;
      OnHand: number;
      UOM: string;
      StdCost: number;
      /** @description OnHand times StdCost. */
      ExtValue: number;
      /** Format: date */
      LastMove: string | null;
    };
    AssetDevice: {
      Id: number;
      AssetTag: string;
      DeviceName: string;
      DeviceType: string;
      Manufacturer: string;
      Model: string;
      SerialNumber: string;
      /** @enum {string} */
      Status: 'In Use' | 'Spare' | 'Repair' | 'Retired';
      /** Format: date */
      PurchaseDate: string;
      Cost: number;
      EmployeeId: number | null;
      EmployeeNumber: string | null;
      Employee: string | null;
      Department: string | null;
      EplantId: number;
    };
    /** @description Paint thickness in mils. */
    PaintReading: number;
    /** @description A saved paint thickness in mils, null when no reading is saved. */
    NullablePaintReading: number | null;
    /** @description Trailer save payload exactly as SPEC.md §3 names it. */
    PaintQcTrailerSave: {
      WorkorderNumber: string;
      VIN: string;
      /**
       * Format: date
       * @description Date the unit entered production.
       */
      DateInput: string;
      PartNo: string;
      PaintMM1Front: components['schemas']['PaintReading'];
      PaintMM2DriveSide: components['schemas']['PaintReading'];
      PaintMM3Rear: components['schemas']['PaintReading'];
      PaintMM4PassengerSide: components['schemas']['PaintReading'];
      PaintMM5IBeamGooseNeck: components['schemas']['PaintReading'];
      PaintMM6: components['schemas']['PaintReading'];
      FrontAxleSerial?: string | null;
      MiddleAxleSerial?: string | null;
      RearAxleSerial?: string | null;
      PowerUnitSerial?: string | null;
      Comments?: string | null;
      /** @description Plant id. */
      Plant: number;
      /**
       * Format: uuid
       * @description Guid of the user entering the readings.
       */
      Guid: string;
      /** @description First and last name of that user. */
      UserName: string;
    };
    /** @description Bed save payload exactly as SPEC.md §3 names it. */
    PaintQcBedSave: {
      WorkorderNumber: string;
      VIN: string;
      /** Format: date */
      DateInput: string;
      PartNo: string;
      PaintMM1Front: components['schemas']['PaintReading'];
      PaintMM2DriveSide: components['schemas']['PaintReading'];
      PaintMM3Rear: components['schemas']['PaintReading'];
      PaintMM4PassengerSide: components['schemas']['PaintReading'];
      PaintMM5Floor: components['schemas']['PaintReading'];
      PaintMM6: components['schemas']['PaintReading'];
      PaintMM7: components['schemas']['PaintReading'];
      Comments?: string | null;
      Plant: number;
      /** Format: uuid */
      Guid: string;
    };
    PaintQcSaveResult: {
      ok: boolean;
      /** @description 'Save!' on success. */
      message: string;
      /** @description Id of the paint QC record. */
      Id: number;
      /** @enum {string} */
      Type: 'trailer' | 'bed';
    };
    /** @description The unit found by the lookup plus its saved readings (null when none). Trailers carry PaintMM5IBeamGooseNeck and the four serials; beds carry PaintMM5Floor and PaintMM7. */
    PaintQcLookup: {
      /** @enum {string} */
      Type: 'trailer' | 'bed';
      /** @description The work order number (SPEC lookup name). */
      WorkOrderId: string;
      /** @description The same work order number under the save payload's name. */
      WorkorderNumber: string;
      VIN: string;
      PartNo: string;
      ConfigCode: string | null;
      /** Format: date */
      DateInput: string;
      Plant: number;
      PaintMM1Front: components['schemas']['NullablePaintReading'];
      PaintMM2DriveSide: components['schemas']['NullablePaintReading'];
      PaintMM3Rear: components['schemas']['NullablePaintReading'];
      PaintMM4PassengerSide: components['schemas']['NullablePaintReading'];
      PaintMM5IBeamGooseNeck?: components['schemas']['NullablePaintReading'];
      PaintMM5Floor?: components['schemas']['NullablePaintReading'];
      PaintMM6: components['schemas']['NullablePaintReading'];
      PaintMM7?: components['schemas']['NullablePaintReading'];
      FrontAxleSerial?: string | null;
      MiddleAxleSerial?: string | null;
      RearAxleSerial?: string | null;
      PowerUnitSerial?: string | null;
      Comments: string | null;
      /** @description Who saved the readings. */
      UserName?: string | null;
      /**
       * Format: date-time
       * @description When the readings were saved.
       */
      SavedAt?: string | null;
    };
    PaintQcCheckRow: {
      /** Format: date */
      DateInput: string;
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      ConfigCode: string | null;
      /** @enum {string} */
      Type: 'trailer' | 'bed';
      PaintMM1Front: number;
      PaintMM2DriveSide: number;
      PaintMM3Rear: number;
      PaintMM4PassengerSide: number;
      /** @description I-beam/gooseneck on trailers */
      PaintMM5: number;
      PaintMM6: number;
      /** @description Beds only. */
      PaintMM7: number | null;
      MinReading: number;
      MaxReading: number;
      UserName: string | null;
    };
    ItemSummary: {
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Class: string;
      /**
       * @description M Manufactured
       * @enum {string}
       */
      Source: 'M' | 'P' | 'T';
      UOM: string;
      StdCost: number;
      Price: number | null;
      EplantId: number;
      OnHand: number;
    };
    ItemLocationQty: {
      Location: string;
      Warehouse: string;
      Qty: number;
    };
    ItemWithLocations: components['schemas']['ItemSummary'] & {
      Locations?: components['schemas']['ItemLocationQty'][];
    };
    BomLine: {
      /** @description 1 for direct components of the parent. */
      Level: number;
      Seq: number;
      /** @description Sequence path from the top (e.g. 2.1.3), sorts the rows in tree order. */
      Path?: string;
      ParentItemNo: string;
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Class: string;
      /** @enum {string} */
      Source: 'M' | 'P' | 'T';
      UOM: string;
      /** @description Quantity per one parent. */
      QtyPer: number;
      /** @description Quantity per one top-level unit. */
      ExtQty: number;
      StdCost: number;
      /** @description ExtQty times StdCost. */
      ExtCost: number;
    };
    ItemProcessStep: {
      Seq: number;
      ResourceGroup: string;
      Operation: string;
      /** @description Hours per unit. */
      StdHours: number;
      /** @description StdHours times the quantity asked. */
      TotalHours: number;
      WeldMinutes: number;
    };
    ItemCosting: {
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      /** @enum {string} */
      Source: 'M' | 'P' | 'T';
      StdCost: number;
      /** @description Sum of the purchased leaves of the BOM at standard cost. */
      MaterialCost: number;
      LaborHours: number;
      /** @description Routing hours at the plant's average rate of each resource group. */
      LaborCost: number;
      /** @description MaterialCost plus LaborCost (StdCost for items without BOM). */
      RolledCost: number;
      Price: number | null;
      /** @description (Price − RolledCost) / Price × 100. */
      MarginPct: number | null;
    };
    ConfigCodeOption: {
      ConfigCode: string;
      PartNo: string;
      /** @description Units built with this config code. */
      Units: number;
    };
    /** @description One option of a select list. */
    SelectOption: {
      Id: number | string;
      Name: string;
    };
    MachineInput: {
      /** @description Machine code, unique in the plant (e.g. LAS-02). */
      Code: string;
      Name: string;
      EplantId: number;
      WorkCenterId: number | null;
      Manufacturer: string;
      Model: string;
      SerialNumber: string;
      /** @enum {string} */
      Status: 'Running' | 'Idle' | 'Down' | 'Maintenance';
      /** Format: date */
      InstalledOn?: string | null;
    };
    Machine: {
      Id: number;
      Code: string;
      Name: string;
      EplantId: number;
      WorkCenterId: number | null;
      /** @description Work center code. */
      WorkCenter: string | null;
      Manufacturer: string;
      Model: string;
      SerialNumber: string;
      /** @enum {string} */
      Status: 'Running' | 'Idle' | 'Down' | 'Maintenance';
      /** Format: date */
      InstalledOn: string | null;
    };
    WorkCenter: {
      Id: number;
      /** @description Work center code */
      WorkCenter: string;
      Descrip: string;
      ResourceGroup: string;
      Department?: string | null;
      EplantId: number;
      /** @description Labor cost per hour. */
      HourlyRate: number;
      CapacityHoursPerDay: number;
      Active: boolean;
      MachineCount: number;
    };
    WorkCenterProcess: {
      WorkCenterId: number;
      WorkCenter: string;
      WorkorderNumber: string;
      PartNo: string;
      ConfigCode?: string | null;
      VIN: string | null;
      OpSeq: number;
      Operation: string;
      StdHours: number;
      /** @enum {string} */
      Status: 'Pending' | 'InProcess';
      /** Format: date */
      DueDate: string;
    };
    ProcessReport: {
      /** @description The Sigmanest nest job reported. */
      NestJobId: number;
      /** @description Parts finished (or rejected). */
      Qty: number;
      /** @description Operator who ran the nest. */
      EmployeeId?: number | null;
      Reason?: string;
    };
    ProcessReportResult: {
      ok: boolean;
      message: string;
      ProcessReportId: number;
      NestJobId: number;
      NestNo: string;
      /** @enum {string} */
      Status: 'Released' | 'Finished' | 'Rejected';
      /** @description Parts reported finished on this nest so far. */
      QtyFinished: number;
      QtyRejected: number;
      /** @description Plate issue transaction written when the nest finished. */
      TransactionId?: number | null;
    };
    NestJob: {
      NestJobId: number;
      NestNo: string;
      Program: string;
      WorkCenter: string | null;
      Sheets: number;
      PartsCount: number;
      UtilizationPct: number;
      /** @enum {string} */
      Status: 'Released' | 'Finished' | 'Rejected';
      /** Format: date-time */
      CreatedAt: string;
    };
    ProcessReportingItem: {
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      Class: string;
      UOM: string;
      /** @enum {string} */
      Source: 'M' | 'P' | 'T';
      OnHand: number;
      /** @description Released nest jobs cutting this plate. */
      NestJobs: components['schemas']['NestJob'][];
    };
    WorkCenterLaborRow: {
      WorkCenter: string;
      ResourceGroup: string | null;
      /**
       * Format: date
       * @description Monday of the week.
       */
      Week: string;
      Employee: string;
      EmployeeNumber?: string | null;
      Hours: number;
      LaborCost: number;
      /** @description Units whose last operation this work center finished that week. */
      UnitsFinished: number;
    };
    FinishLogRow: {
      /** Format: date */
      DateFinished: string;
      WorkorderNumber: string;
      VIN: string | null;
      PartNo: string;
      ConfigCode: string | null;
      WorkCenter: string | null;
      Foreman: string | null;
      Shift: string | null;
    };
    PurchaseOrder: {
      PONO: string;
      /** @description Vendor company name. */
      Vendor: string;
      /** Format: date */
      PODate: string;
      Buyer: string | null;
      /** @description Who requested the purchase. */
      ReqBy: string | null;
      EplantId?: number;
      PODetails: components['schemas']['PurchaseOrderDetail'][];
    };
    PurchaseOrderDetail: {
      PO_DETAIL_ID: number;
      ARINVT_ID: number;
      ItemNo: string;
      Descrip: string;
      UOM: string;
      UnitCost?: number;
      /** @description SPEC §4: a release promised before now with quantity left above 0. */
      IsLate?: boolean;
      POReleases: components['schemas']['PurchaseOrderRelease'][];
    };
    PurchaseOrderRelease: {
      /** Format: date */
      RequestDate: string | null;
      /** Format: date */
      PromiseDate: string | null;
      Qty: number;
      QtyReceived?: number;
      /** @description Qty minus what receipts have recorded for the release */
      LeftToRecv: number;
    };
    PurchaseOrderLineRow: {
      PONO: string;
      PO_DETAIL_ID?: number;
      /** Format: date */
      PODate: string;
      Vendor: string;
      Buyer: string | null;
      ItemNo: string;
      Descrip: string;
      UOM: string;
      /** @description Total ordered over all releases. */
      Qty: number;
      LeftToRecv: number;
      /**
       * Format: date
       * @description Earliest promise date with quantity left (else the last one).
       */
      PromiseDate: string | null;
      UnitCost: number;
      /** @description Qty times UnitCost. */
      ExtCost: number;
      IsLate: boolean;
    };
    LoginRequest: {
      Username: string;
      Password: string;
      /** @description The ALTCHA widget's payload (base64 JSON). Required unless the server runs with NORSTAR_CAPTCHA=off. */
      Captcha?: string | null;
    };
    LoginResponse: {
      /** @description The JWT; stored in localStorage key Token. */
      Token: string;
      /** @enum {string} */
      TokenType: 'Bearer';
      /** Format: date-time */
      Expiration: string;
      User: components['schemas']['SessionUserData'];
    };
    SessionUserData: {
      /** Format: uuid */
      Guid: string;
      Firstname: string;
      Lastname: string;
      Username: string;
      Email: string | null;
      EplantId: number;
      EmployeeId: number | null;
      IsSuperUser: boolean;
      /** @description Internal route paths (routes.json) the user may open; every one for a super user. */
      Routes: string[];
      /** @description Role names the user holds (schemas/roles.json); a super user holds every role implicitly. */
      RolesNames: string[];
      Plants: components['schemas']['Plant'][];
      System: components['schemas']['SystemSettings'];
      /** @description Set when this session was opened by another user logging in as this one. */
      ActingUserGuid?: string | null;
    };
    CaptchaChallenge: {
      parameters: {
        algorithm: string;
        nonce: string;
        salt: string;
        cost: number;
        keyLength: number;
        keyPrefix: string;
        expiresAt?: number;
      };
      signature?: string;
    };
    RequestLogEntry: {
      method: string;
      baseURL?: string | null;
      url: string;
      /** @description The request body or parameters; any JSON. */
      data?: unknown;
      origin?: string | null;
      href?: string | null;
    };
    SystemSettings: {
      /** @description Semantic version, e.g. 1.3.1; a higher one than the app shows the update notice. */
      FrontendVersion: string;
      /** @description On: the portal shows the maintenance screen (spelling as in the ERP). */
      Maintance: boolean;
    };
    Plant: {
      /** @description 2 is NORSTAR (U.S.) */
      Id: number;
      Name: string;
      /** @description Site reference */
      Site?: string;
    };
    User: {
      /** Format: uuid */
      Guid: string;
      Firstname: string;
      Lastname: string;
      Username: string;
      Email: string | null;
      EplantId: number;
      EmployeeId: number | null;
      Isactive: boolean;
      IsSuspended: boolean;
      IsSuperUser: boolean;
      IsDbaUser: boolean;
    };
    /** @description The user form. Firstname ('Name'), Lastname ('LastName') and Username are checked by the server with the SPEC messages; an empty Email is stored as null; Password (new users, or a change) must follow the SPEC rules. */
    UserInput: {
      Guid?: string | null;
      Firstname?: string | null;
      Lastname?: string | null;
      Username?: string | null;
      Email?: string | null;
      EplantId?: number;
      EmployeeId?: number | null;
      Password?: string | null;
      Isactive?: boolean;
      IsSuspended?: boolean;
      IsSuperUser?: boolean;
      /** @description Read-only here; use POST /user/dba_user/. */
      IsDbaUser?: boolean;
    };
    DbaUserRequest: {
      /** Format: uuid */
      Guid: string;
      /** @description Required when creating the database user. */
      Password?: string | null;
      IsDbaUser: boolean;
    };
    LoginLogRow: {
      /** Format: date-time */
      Date: string;
      Ip: string | null;
      /** @description Spelling as in the ERP. */
      Succes: boolean;
    };
    RouteLogRow: {
      /** Format: date-time */
      Date: string;
      Page: string;
    };
    UserOption: {
      /** @description First and last name. */
      name: string;
      /** Format: uuid */
      Guid: string;
    };
    RoleTreeNode: {
      /** @description Font Awesome icon name, e.g. far fa-folder. */
      dbIcon: string;
      /** @enum {string} */
      elementType: 'area' | 'route' | 'role';
      /** @description Ticked for this user. */
      hasRole: boolean;
      /** @description Tabler icon component name. */
      icon: string;
      iconColor: string;
      id: number;
      label: string;
      /** @description Role names granted when the node is ticked. */
      roles: string[];
      /** @description Stable key: area:<Area>, route:<path> or role:<role>. */
      uniqId: string;
      /** @description The route path of a route node. */
      path?: string | null;
      children: components['schemas']['RoleTreeNode'][];
    };
    UserGroup: {
      Id: number;
      Name: string;
    };
    GroupMembership: {
      /** Format: uuid */
      Guid: string;
      UserGroupId: number;
    };
    UserGroupInput: {
      Name: string;
      EplantId: number;
    };
    GroupMember: {
      /** Format: uuid */
      Guid: string;
      /** @description First and last name. */
      Name: string;
      Username: string;
      Isactive: boolean;
    };
    RequestLogRow: {
      Id: number;
      /** Format: date-time */
      Date: string;
      Method: string;
      Url: string;
      BaseUrl: string | null;
      /** @description The logged request body as JSON text */
      Data: string | null;
      Origin: string | null;
      Href: string | null;
      /** @description First and last name of the signed-in user. */
      User: string | null;
      /** @description Who was logged in as that user */
      ActingUser: string | null;
    };
  };
  responses: {
    /** @description The request failed validation; nothing was written. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ValidationError'];
      };
    };
    /** @description No token, an invalid, expired or blocked token, or a suspended user. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller lacks every role the operation accepts; nothing was written. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such record. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Rate limit reached; see the Retry-After header. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait before trying again. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listSubmittedWarrantyCases: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cases. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WarrantyCase'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getWarrantyRegistration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The registration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WarrantyRegistration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  filterTestimonials: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestimonialFilter'];
      };
    };
    responses: {
      /** @description Testimonials. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getTestimonial: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The testimonial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createTestimonial: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestimonialInput'];
      };
    };
    responses: {
      /** @description The stored testimonial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getTestimonialByVin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The unit's VIN. */
        vinId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The testimonial. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Testimonial'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  filterManualRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ManualRequestFilter'];
      };
    };
    responses: {
      /** @description Requests. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManualRequest'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getManualRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManualRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  setManualRequestTrackingNumber: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Id: number;
          TrackingNumber: string;
        };
      };
    };
    responses: {
      /** @description The updated request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ManualRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPaintQcReport: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path: {
        /** @description The unit's work order number. */
        workorderNumber: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAttendanceDetails: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
        employeeId?: number;
        foremanId?: number;
        status?: 'Present' | 'Late' | 'Absent' | 'Excused';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Days by date and employee. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttendanceDetail'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listEmployees: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description 'True' lists foremen only (the portal sends True, capitalised). */
        foremanOnly?: 'True' | 'False' | 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Employees by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Employee'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The employee. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getEmptyEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The blank employee (Id null). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  saveEmployee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmployeeInput'];
      };
    };
    responses: {
      /** @description The saved employee. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmployeeDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  editEmployeesWorkCenter: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          EmployeeIds: number[];
          WorkCenterId: number;
        };
      };
    };
    responses: {
      /** @description How many employees moved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateCountResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPositionOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
        departmentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listDepartmentOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listShifts: {
    parameters: {
      query: {
        ePlantId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Shifts by code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Shift'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listForemanOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPaymentFrequencyOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listSeniorityTableOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listEmployerRegistrationOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPaymentGroupOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HrOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listEmployeePayroll: {
    parameters: {
      query: {
        employeeId: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lines. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayrollLine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listBonusLevelOptions: {
    parameters: {
      query?: {
        plant?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Levels by type and level. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BonusLevelOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getForemanBonusDashboard: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per foreman. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ForemanBonusRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  scanFinishGood: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
        /** @description Tag number or VIN read by the scanner. */
        value: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The recorded scan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishGoodScanResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listFinishGoodsCounts: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        countDate?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tags by location. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishGoodCountRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCycleCountManagers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Managers by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CycleCountManager'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listCycleCountCounters: {
    parameters: {
      query: {
        manager_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Counters by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CycleCountCounter'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listInventoryOnHand: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows by item and location. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InventoryOnHandRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAssetDevices: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Assets by asset tag. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssetDevice'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  addPaintQcTrailer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaintQcTrailerSave'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  addPaintQcBed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PaintQcBedSave'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcSaveResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  lookupPaintQc: {
    parameters: {
      query: {
        /** @description The VIN or work order number scanned or typed. */
        searchValue: string;
        /** @description What searchValue is. */
        searchBy: 'VIN' | 'WorkOrder';
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The unit and its readings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcLookup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPaintQcChecks: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaintQcCheckRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getBillOfMaterial: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ARINVT_ID of the parent item. */
        id: number;
        /** @description How many levels to walk (0 = every level). */
        levels: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description BOM rows in tree order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BomLine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  searchItems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        plant: number;
        search: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Matching items. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  filterItems: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Item number starts with. */
        ItemNo?: string;
        /** @description Description contains. */
        Descrip?: string;
        Class?: string;
        Source?: 'M' | 'P' | 'T';
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Matching items by item number. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getItemProcessList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ARINVT_ID of the parent item. */
        id: number;
        /** @description Units to plan hours for. */
        qty: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Routing steps in sequence ([] for items without a routing, e.g. purchased parts). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemProcessStep'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getItemCosting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ARINVT_ID of the parent item. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cost roll-up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemCosting'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getCostingBomDetails: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        partNo: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description BOM rows with cost. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BomLine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listConfigCodeOptions: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        partNo?: string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up to 100 config codes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfigCodeOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listItems: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description Include on-hand per location. */
        Locations?: boolean;
        Class?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Items by item number. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ItemWithLocations'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listMachines: {
    parameters: {
      query?: {
        /** @description Plant id. */
        plant?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Machines by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Machine'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMachine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The machine. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Machine'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateMachine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MachineInput'] & {
          Id: number;
        };
      };
    };
    responses: {
      /** @description The updated machine. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Machine'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createMachine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MachineInput'];
      };
    };
    responses: {
      /** @description The created machine. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Machine'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listWorkCenters: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Work centers by code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkCenter'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listWorkCenterProcesses: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Work center ids joined by commas, e.g. 4,7,12. */
        ids: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Operations by work center and sequence. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkCenterProcess'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listWorkCenterOptions: {
    parameters: {
      query?: {
        plant?: number;
        resourceGroup?: string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SelectOption'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  finishNestJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProcessReport'];
      };
    };
    responses: {
      /** @description The transaction written. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProcessReportResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  rejectNestJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProcessReport'] & {
          Reason: string;
        };
      };
    };
    responses: {
      /** @description The transaction written. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProcessReportResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getProcessReportingItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description ARINVT_ID. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The item. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProcessReportingItem'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listWorkCenterLabor: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows by week and work center. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WorkCenterLaborRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listFinishLog: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First day (inclusive). */
        from: string;
        /** @description Last day (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rows, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FinishLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getPurchaseOrder: {
    parameters: {
      query: {
        /** @description The purchase order number. */
        PONO: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The purchase order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrder'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPurchaseOrderLines: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description First PO date (inclusive). */
        from: string;
        /** @description Last PO date (inclusive). */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One row per PO detail line. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurchaseOrderLineRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  authenticate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Logged in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getCaptchaChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The challenge; the widget solves it and the login sends the payload as Captcha. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CaptchaChallenge'];
        };
      };
    };
  };
  getUserByToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionUserData'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  authenticateAsUser: {
    parameters: {
      query: {
        /** @description The user to act as. */
        guid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Token and session user of the target user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  blockToken: {
    parameters: {
      query: {
        /** @description The user whose tokens are blocked. */
        guid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tokens blocked ('Tokens have been Blocked'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  writeRequestLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RequestLogEntry'];
      };
    };
    responses: {
      /** @description Logged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  logRouteVisit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Route path opened, e.g. /Internal/QC/PaintQC. */
          Page: string;
        };
      };
    };
    responses: {
      /** @description Logged. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  getSystemSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemSettings'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  updateSystemSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SystemSettings'];
      };
    };
    responses: {
      /** @description The saved settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemSettings'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listUsers: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
        /** @description true lists only active users. */
        active?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The users, by last and first name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserInput'];
      };
    };
    responses: {
      /** @description The created user with its Guid. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's Guid. */
        guid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's Guid. */
        guid: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserInput'];
      };
    };
    responses: {
      /** @description The saved user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  setDbaUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DbaUserRequest'];
      };
    };
    responses: {
      /** @description Done ('DB User created!' or 'DB User eliminated!'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listLoginLogs: {
    parameters: {
      query: {
        /** @description The user's Guid. */
        guid: string;
        /** @description First day (inclusive). */
        startDate: string;
        /** @description Last day (inclusive). */
        endDate: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listRouteLogs: {
    parameters: {
      query: {
        /** @description The user's Guid. */
        guid: string;
        /** @description First day (inclusive). */
        startDate: string;
        /** @description Last day (inclusive). */
        endDate: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RouteLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listUsersToCopy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserOption'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getRoleTreeByUser: {
    parameters: {
      query: {
        /** @description The user's Guid. */
        Guid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Area nodes with their children. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RoleTreeNode'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateUserRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          Guid: string;
          /** @description Ids of the ticked role tree nodes (spelling as in the ERP). */
          UserChekedRules: number[];
        };
      };
    };
    responses: {
      /** @description Saved; message lists nothing secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listUserGroups: {
    parameters: {
      query: {
        /** @description Plant id (2 NORSTAR U.S., 3 NORSTAR MX). */
        plant: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroup'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createUserGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserGroupInput'];
      };
    };
    responses: {
      /** @description The created group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  renameUserGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's Id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          Name: string;
        };
      };
    };
    responses: {
      /** @description The renamed group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteUserGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's Id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listGroupMembers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The group's Id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The members. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GroupMember'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getUserGroups: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The user's Guid. */
        guid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserGroup'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  addUserToGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GroupMembership'];
      };
    };
    responses: {
      /** @description Member (again) of the group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  removeUserFromGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GroupMembership'];
      };
    };
    responses: {
      /** @description No longer a member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OkResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listRequestLogs: {
    parameters: {
      query: {
        /** @description First day (inclusive). */
        startDate: string;
        /** @description Last day (inclusive). */
        endDate: string;
        /** @description Only the requests of this user (as the signed-in user). */
        guid?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first, at most 5000 rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestLogRow'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPlants: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By id. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Plant'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
}
