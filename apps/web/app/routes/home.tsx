export function meta() {
  return [{ title: 'Pitstop' }];
}
export default function Home() {
  return <h1>Car repair, honestly priced</h1>;
}
