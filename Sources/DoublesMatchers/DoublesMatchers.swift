import Doubles
