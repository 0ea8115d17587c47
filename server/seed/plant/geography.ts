// Real towns where trailer dealers, vendors and owners sit: U.S. (weighted to the plant's Texas/Midwest market),
// Canadian provinces and Mexican states, with coordinates for the dealer map and phone area codes.

export interface Town {
  city: string;
  state: string; // USPS / Canada Post / Mexican state abbreviation
  country: 'US' | 'CA' | 'MX';
  zip: string;
  lat: number;
  lng: number;
  area: string; // phone area code
  region: string; // sales region
}

const t = (
  city: string,
  state: string,
  zip: string,
  lat: number,
  lng: number,
  area: string,
  region: string,
  country: 'US' | 'CA' | 'MX' = 'US',
): Town => ({ city, state, country, zip, lat, lng, area, region });

export const TOWNS: readonly Town[] = [
  t('Tyler', 'TX', '75701', 32.3513, -95.3011, '903', 'Texas East'),
  t('Paris', 'TX', '75460', 33.6609, -95.5555, '903', 'Texas East'),
  t('Longview', 'TX', '75601', 32.5007, -94.7405, '903', 'Texas East'),
  t('Sulphur Springs', 'TX', '75482', 33.1384, -95.6011, '903', 'Texas East'),
  t('Lufkin', 'TX', '75901', 31.3382, -94.7291, '936', 'Texas East'),
  t('Waco', 'TX', '76701', 31.5493, -97.1467, '254', 'Texas Central'),
  t('Stephenville', 'TX', '76401', 32.2207, -98.2023, '254', 'Texas Central'),
  t('Temple', 'TX', '76501', 31.0982, -97.3428, '254', 'Texas Central'),
  t('Brenham', 'TX', '77833', 30.1669, -96.3977, '979', 'Texas Central'),
  t('Weatherford', 'TX', '76086', 32.7593, -97.7972, '817', 'Texas North'),
  t('Decatur', 'TX', '76234', 33.2343, -97.5861, '940', 'Texas North'),
  t('Sherman', 'TX', '75090', 33.6357, -96.6089, '903', 'Texas North'),
  t('Abilene', 'TX', '79601', 32.4487, -99.7331, '325', 'Texas West'),
  t('San Angelo', 'TX', '76901', 31.4638, -100.437, '325', 'Texas West'),
  t('Lubbock', 'TX', '79401', 33.5779, -101.8552, '806', 'Texas West'),
  t('Amarillo', 'TX', '79101', 35.222, -101.8313, '806', 'Texas West'),
  t('Odessa', 'TX', '79761', 31.8457, -102.3676, '432', 'Texas West'),
  t('Victoria', 'TX', '77901', 28.8053, -97.0036, '361', 'Texas South'),
  t('Seguin', 'TX', '78155', 29.5688, -97.9647, '830', 'Texas South'),
  t('Pleasanton', 'TX', '78064', 28.9672, -98.4786, '830', 'Texas South'),
  t('Edinburg', 'TX', '78539', 26.3017, -98.1633, '956', 'Texas South'),
  t('Ardmore', 'OK', '73401', 34.1743, -97.1436, '580', 'Oklahoma'),
  t('Ada', 'OK', '74820', 34.7745, -96.6783, '580', 'Oklahoma'),
  t('Durant', 'OK', '74701', 33.9937, -96.3708, '580', 'Oklahoma'),
  t('Stillwater', 'OK', '74074', 36.1156, -97.0584, '405', 'Oklahoma'),
  t('Claremore', 'OK', '74017', 36.3126, -95.6161, '918', 'Oklahoma'),
  t('Woodward', 'OK', '73801', 36.4337, -99.3904, '580', 'Oklahoma'),
  t('Shreveport', 'LA', '71101', 32.5252, -93.7502, '318', 'Gulf'),
  t('Alexandria', 'LA', '71301', 31.3113, -92.4451, '318', 'Gulf'),
  t('Lafayette', 'LA', '70501', 30.2241, -92.0198, '337', 'Gulf'),
  t('Hammond', 'LA', '70401', 30.5044, -90.4612, '985', 'Gulf'),
  t('Hattiesburg', 'MS', '39401', 31.3271, -89.2903, '601', 'Gulf'),
  t('Tupelo', 'MS', '38801', 34.2576, -88.7034, '662', 'Gulf'),
  t('Dothan', 'AL', '36301', 31.2232, -85.3905, '334', 'Southeast'),
  t('Cullman', 'AL', '35055', 34.1748, -86.8436, '256', 'Southeast'),
  t('Tifton', 'GA', '31794', 31.4505, -83.5085, '229', 'Southeast'),
  t('Statesboro', 'GA', '30458', 32.4488, -81.7832, '912', 'Southeast'),
  t('Ocala', 'FL', '34470', 29.1872, -82.1401, '352', 'Southeast'),
  t('Lake City', 'FL', '32055', 30.1897, -82.6393, '386', 'Southeast'),
  t('Searcy', 'AR', '72143', 35.2468, -91.7337, '501', 'Mid-South'),
  t('Russellville', 'AR', '72801', 35.2784, -93.1338, '479', 'Mid-South'),
  t('Texarkana', 'AR', '71854', 33.4418, -94.0377, '870', 'Mid-South'),
  t('Cookeville', 'TN', '38501', 36.1628, -85.5016, '931', 'Mid-South'),
  t('Jackson', 'TN', '38301', 35.6145, -88.8139, '731', 'Mid-South'),
  t('Bowling Green', 'KY', '42101', 36.9685, -86.4808, '270', 'Mid-South'),
  t('Joplin', 'MO', '64801', 37.0842, -94.5133, '417', 'Midwest'),
  t('Sedalia', 'MO', '65301', 38.7045, -93.2283, '660', 'Midwest'),
  t('Springfield', 'MO', '65806', 37.2089, -93.2923, '417', 'Midwest'),
  t('Salina', 'KS', '67401', 38.8403, -97.6114, '785', 'Midwest'),
  t('Dodge City', 'KS', '67801', 37.7528, -100.0171, '620', 'Midwest'),
  t('Emporia', 'KS', '66801', 38.4039, -96.1817, '620', 'Midwest'),
  t('Grand Island', 'NE', '68801', 40.9264, -98.342, '308', 'Plains'),
  t('Norfolk', 'NE', '68701', 42.0283, -97.417, '402', 'Plains'),
  t('Sioux Falls', 'SD', '57104', 43.5446, -96.7311, '605', 'Plains'),
  t('Ames', 'IA', '50010', 42.0308, -93.6319, '515', 'Plains'),
  t('Effingham', 'IL', '62401', 39.12, -88.5434, '217', 'Great Lakes'),
  t('Lafayette', 'IN', '47901', 40.4167, -86.8753, '765', 'Great Lakes'),
  t('Wooster', 'OH', '44691', 40.8051, -81.9351, '330', 'Great Lakes'),
  t('Greeley', 'CO', '80631', 40.4233, -104.7091, '970', 'Mountain'),
  t('Pueblo', 'CO', '81003', 38.2544, -104.6091, '719', 'Mountain'),
  t('Roswell', 'NM', '88201', 33.3943, -104.523, '575', 'Mountain'),
  t('Farmington', 'NM', '87401', 36.7281, -108.2187, '505', 'Mountain'),
  t('Casper', 'WY', '82601', 42.8501, -106.3252, '307', 'Mountain'),
  t('Billings', 'MT', '59101', 45.7833, -108.5007, '406', 'Mountain'),
  t('Prescott', 'AZ', '86301', 34.54, -112.4685, '928', 'West'),
  t('Visalia', 'CA', '93291', 36.3302, -119.2921, '559', 'West'),
  t('Hermiston', 'OR', '97838', 45.8404, -119.2895, '541', 'West'),
  t('Red Deer', 'AB', 'T4N 1X5', 52.2681, -113.8112, '403', 'Canada West', 'CA'),
  t('Lethbridge', 'AB', 'T1J 0N6', 49.6942, -112.8328, '403', 'Canada West', 'CA'),
  t('Saskatoon', 'SK', 'S7K 1J5', 52.1332, -106.67, '306', 'Canada West', 'CA'),
  t('Brandon', 'MB', 'R7A 0L8', 49.8485, -99.95, '204', 'Canada West', 'CA'),
  t('Kamloops', 'BC', 'V2C 1E2', 50.6745, -120.3273, '250', 'Canada West', 'CA'),
  t('Woodstock', 'ON', 'N4S 1B1', 43.1306, -80.7467, '519', 'Canada East', 'CA'),
  t('Lindsay', 'ON', 'K9V 2Y5', 44.3501, -78.7403, '705', 'Canada East', 'CA'),
  t('Drummondville', 'QC', 'J2B 1C2', 45.8833, -72.4834, '819', 'Canada East', 'CA'),
  t('Moncton', 'NB', 'E1C 1E8', 46.0878, -64.7782, '506', 'Canada East', 'CA'),
  t('Piedras Negras', 'COAH', '26000', 28.7, -100.5231, '878', 'México Norte', 'MX'),
  t('Saltillo', 'COAH', '25000', 25.4232, -101.0053, '844', 'México Norte', 'MX'),
  t('Torreón', 'COAH', '27000', 25.5428, -103.4068, '871', 'México Norte', 'MX'),
  t('Monterrey', 'NL', '64000', 25.6866, -100.3161, '81', 'México Norte', 'MX'),
  t('Chihuahua', 'CHIH', '31000', 28.6353, -106.0889, '614', 'México Norte', 'MX'),
  t('Hermosillo', 'SON', '83000', 29.0729, -110.9559, '662', 'México Pacífico', 'MX'),
  t('Culiacán', 'SIN', '80000', 24.8091, -107.394, '667', 'México Pacífico', 'MX'),
  t('Guadalajara', 'JAL', '44100', 20.6597, -103.3496, '33', 'México Centro', 'MX'),
  t('Querétaro', 'QRO', '76000', 20.5888, -100.3899, '442', 'México Centro', 'MX'),
  t('León', 'GTO', '37000', 21.125, -101.686, '477', 'México Centro', 'MX'),
  t('Ciudad Victoria', 'TAMPS', '87000', 23.7369, -99.1411, '834', 'México Norte', 'MX'),
  t('Durango', 'DGO', '34000', 24.0277, -104.6532, '618', 'México Norte', 'MX'),
];

/** Towns weighted by how much of the plant's business each market brings (Texas and its neighbours most). */
export function townWeight(town: Town): number {
  if (town.state === 'TX') return 5;
  if (['OK', 'LA', 'AR', 'MO', 'KS'].includes(town.state)) return 3;
  if (town.country === 'MX') return 2;
  return 1;
}

export const US_TOWNS = TOWNS.filter((x) => x.country !== 'MX');
export const MX_TOWNS = TOWNS.filter((x) => x.country === 'MX');
