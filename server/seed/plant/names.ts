// Person names for the demo seed: common U.S. and Mexican first and last names, so employee lists, buyers, dealers'
// contacts and warranty customers read like the plant's own.
import type { Random } from '../random.js';

export const US_FIRST_NAMES = [
  'James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas', 'Charles', 'Christopher',
  'Daniel', 'Matthew', 'Anthony', 'Mark', 'Donald', 'Steven', 'Paul', 'Andrew', 'Joshua', 'Kenneth', 'Kevin', 'Brian',
  'George', 'Timothy', 'Ronald', 'Jason', 'Jeffrey', 'Ryan', 'Jacob', 'Gary', 'Nicholas', 'Eric', 'Jonathan',
  'Stephen', 'Larry', 'Justin', 'Scott', 'Brandon', 'Benjamin', 'Samuel', 'Travis', 'Cody', 'Dustin', 'Wesley',
  'Clayton', 'Dalton', 'Colton', 'Tanner', 'Austin', 'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara',
  'Susan', 'Jessica', 'Sarah', 'Karen', 'Lisa', 'Nancy', 'Betty', 'Sandra', 'Ashley', 'Kimberly', 'Emily', 'Donna',
  'Michelle', 'Amanda', 'Melissa', 'Stephanie', 'Rebecca', 'Laura', 'Amy', 'Angela', 'Brittany', 'Kayla', 'Megan',
  'Shelby', 'Crystal', 'Heather', 'Tiffany', 'Rachel', 'Katie', 'Tammy', 'Brenda', 'Carl', 'Wayne', 'Billy', 'Bobby',
  'Randy', 'Terry', 'Dale', 'Glen', 'Troy', 'Kyle', 'Shane', 'Chad', 'Bradley', 'Derek',
] as const;

export const US_LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas',
  'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts',
  'Carter', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook',
  'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Bell', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson',
  'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'James', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross',
  'Foster', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Fisher', 'Henderson', 'Coleman', 'Simmons',
  'Patterson', 'Jordan', 'Reynolds', 'Hamilton', 'Graham', 'Wallace', 'Cole', 'West', 'Stone', 'Hayes', 'Bryant',
  'Ellis', 'Tucker', 'Crawford', 'Boyd', 'Mason', 'Dixon', 'Hunt', 'Palmer', 'Wells', 'McCoy', 'Holt', 'Pruitt',
] as const;

export const MX_FIRST_NAMES = [
  'José', 'Juan', 'Luis', 'Carlos', 'Jesús', 'Miguel', 'Francisco', 'Jorge', 'Alejandro', 'Fernando', 'Ricardo',
  'Eduardo', 'Roberto', 'Javier', 'Manuel', 'Sergio', 'Raúl', 'Arturo', 'Héctor', 'Daniel', 'Martín', 'Óscar',
  'Gerardo', 'Rubén', 'Pedro', 'Alberto', 'Enrique', 'Ramón', 'Víctor', 'Adrián', 'Iván', 'Omar', 'Hugo', 'Armando',
  'Rogelio', 'Ismael', 'Ulises', 'Efraín', 'Gustavo', 'Mario', 'Marco Antonio', 'Juan Carlos', 'José Luis',
  'María', 'Guadalupe', 'Juana', 'Margarita', 'Verónica', 'Leticia', 'Rosa', 'Patricia', 'Elizabeth', 'Alejandra',
  'Gabriela', 'Claudia', 'Adriana', 'Araceli', 'Yolanda', 'Silvia', 'Norma', 'Laura', 'Fernanda', 'Daniela',
  'Karla', 'Brenda', 'Mayra', 'Diana', 'Lucía', 'Sofía', 'Ximena', 'Itzel', 'Yesenia', 'Maricela', 'Rocío', 'Blanca',
] as const;

export const MX_LAST_NAMES = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz',
  'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz', 'Mendoza',
  'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera', 'Juárez', 'Ramos',
  'Domínguez', 'Herrera', 'Medina', 'Castro', 'Vargas', 'Guzmán', 'Velázquez', 'Muñoz', 'Rojas', 'Contreras',
  'Salazar', 'Luna', 'Ortega', 'Santiago', 'Guerrero', 'Estrada', 'Bautista', 'Cortés', 'Soto', 'Alvarado',
  'Espinoza', 'Lara', 'Ávila', 'Ríos', 'Cervantes', 'Silva', 'Delgado', 'Vega', 'Carrillo', 'Sandoval', 'Trejo',
  'Valdez', 'Zamora', 'Ibarra', 'Acosta', 'Solís', 'Villarreal', 'Garza', 'Treviño', 'Cantú', 'Saldaña', 'Quiroga',
] as const;

export interface PersonName {
  first: string;
  last: string;
}

/** A U.S. name, or on the U.S. plant floor sometimes a Hispanic one (Brookston's workforce is mixed). */
export function usPerson(rng: Random): PersonName {
  if (rng.chance(0.3)) return { first: rng.pick(MX_FIRST_NAMES), last: rng.pick(MX_LAST_NAMES) };
  return { first: rng.pick(US_FIRST_NAMES), last: rng.pick(US_LAST_NAMES) };
}

/** A Mexican name; the second surname (apellido materno) is added to `last` as Mexican records carry it. */
export function mxPerson(rng: Random, withSecondSurname = true): PersonName {
  const last = rng.pick(MX_LAST_NAMES);
  return {
    first: rng.pick(MX_FIRST_NAMES),
    last: withSecondSurname ? `${last} ${rng.pick(MX_LAST_NAMES)}` : last,
  };
}

export function personFor(rng: Random, plantId: number): PersonName {
  return plantId === 3 ? mxPerson(rng) : usPerson(rng);
}

/** 'jsmith'-style mailbox local part without accents. */
export function emailLocal(name: PersonName): string {
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return `${plain(name.first).slice(0, 1)}${plain(name.last.split(' ')[0])}`;
}

/** U.S. style phone '(903) 555-0142' or Mexican '+52 878 555 0142'. */
export function phoneFor(rng: Random, country: 'US' | 'CA' | 'MX', areaCode?: string): string {
  if (country === 'MX') return `+52 ${areaCode ?? rng.pick(['878', '844', '81', '871', '614'])} ${rng.digits(3)} ${rng.digits(4)}`;
  return `(${areaCode ?? rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}
