# Independent check for calculators/vita-quotidiana/costo-viaggio-auto.yaml.
# km = one-way distance x (1 or 2); l/100 km as given, or 100 / (km per litre); litres = km x l/100 / 100;
# fuel = litres x price; tolls = one-way tolls x (1 or 2); total = fuel + tolls + parking;
# per person = total / people; per km = total / km.
def case(dist, trips=2, l100=None, kml=None, price=1.75, tolls=0, parking=0, people=2):
    km = dist * trips
    lp = l100 if l100 is not None else 100 / kml
    litres = km * lp / 100
    fuel = litres * price
    total = fuel + tolls * trips + parking
    print(f"{dist} km x {trips}, {lp:.4f} l/100, {price} €/l, tolls {tolls} x {trips}, parking {parking}, "
          f"{people} people: km {km}, litres {litres:.4f}, fuel {fuel:.4f}, total {total:.4f}, "
          f"per person {total / people:.4f}, per km {total / km:.6f}")
case(250, l100=6.5)
case(575, trips=1, kml=18, price=1.82, tolls=43.5, parking=20, people=3)
case(300, l100=7.2, price=1.69, tolls=22.4, people=1)
case(250, l100=6.5, price=0, parking=10)
# Reverse: total 100 € at the defaults -> one-way distance; fuel 70 € -> price per litre.
print("distance for 100 €:", 100 / 1.75 / 6.5 * 100 / 2)
print("price for 70 € of fuel:", 70 / (500 * 6.5 / 100))
