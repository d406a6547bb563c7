module pqkit.example/tlspeer

go 1.26
